import { activityMessages } from '../../../shared/messages/activity';
import type { CreateFamilyBody } from '../../../shared/schemas/families';
import { insertFamily } from '../../repositories/families';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { familyCounterChanges } from '../statistics/counter-changes';
import { assertAssignable, familyChanges } from './family-input';
import { presentFamily } from './present-family';

export async function createFamily(actor: Actor, body: CreateFamilyBody, now: Date) {
  await assertAssignable(body.assignedTo);
  const family = await insertFamily(
    { ...familyChanges(body, body.guidanceStatus), source: 'staff', createdBy: actor.id },
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
  return presentFamily(family);
}
