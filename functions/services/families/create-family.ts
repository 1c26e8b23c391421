import { activityMessages } from '../../../shared/messages/activity';
import type { CreateFamilyBody } from '../../../shared/schemas/families';
import { insertFamily } from '../../repositories/families';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { noticeFamilyAssigned } from '../notifications/personal-notices';
import { familyCounterChanges } from '../statistics/counter-changes';
import { assertAssignable, familyChanges } from './family-input';
import { presentFamily } from './present-family';

export async function createFamily(actor: Actor, body: CreateFamilyBody, now: Date) {
  await assertAssignable(body.assignedTo);
  const family = await insertFamily(
    { ...familyChanges(body, body.guidanceStatus), source: 'staff', createdBy: actor.id, consent: null },
    now,
    familyCounterChanges(null, { guidanceStatus: body.guidanceStatus, createdAt: now.toISOString() }, now),
  );
  await recordActivity({
    kind: 'family-created',
    message: activityMessages.activity.familyCreated(family.parentName),
    actorId: actor.id,
    subject: { type: 'family', id: family.id },
    now,
  });
  // Issue 37: the volunteer it is assigned to is told, unless they assigned it to themselves.
  if (family.assignedTo !== null && family.assignedTo !== actor.id)
    await noticeFamilyAssigned(family, family.assignedTo, now);
  return presentFamily(family);
}
