import { activityMessages } from '../../../shared/messages/activity';
import { familyMessages } from '../../../shared/messages/families';
import type { UpdateFamilyBody } from '../../../shared/schemas/families';
import { conflict } from '../../domain/errors';
import { replaceFamily } from '../../repositories/families';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { markNotificationsHandled } from '../notifications/handled-notifications';
import { noticeFamilyAssigned } from '../notifications/personal-notices';
import { familyCounterChanges } from '../statistics/counter-changes';
import { visibleFamily } from './family-access';
import { assertAssignable, familyChanges } from './family-input';
import { presentFamily } from './present-family';

const m = familyMessages.families;

export async function updateFamily(actor: Actor, id: number, body: UpdateFamilyBody, now: Date) {
  const previous = await visibleFamily(actor, id);
  if (body.version !== undefined && body.version !== previous.version) throw conflict(m.changed);
  // Keeping an assignee whose account has since ended is allowed; choosing one is not.
  if (body.assignedTo !== previous.assignedTo) await assertAssignable(body.assignedTo);
  const changes = familyChanges(body, body.guidanceStatus ?? previous.guidanceStatus);
  const counters = familyCounterChanges(previous, { ...previous, ...changes }, now);
  const result = await replaceFamily(previous, changes, now, counters);
  if (result === 'changed') throw conflict(m.changed);
  const { family } = result;
  const registrationHandled =
    previous.guidanceStatus === 'in_behandeling' && family.guidanceStatus !== 'in_behandeling';
  if (registrationHandled) await markNotificationsHandled({ type: 'family', id }, now);
  await recordActivity({
    kind: 'family-updated',
    message:
      family.guidanceStatus === previous.guidanceStatus
        ? activityMessages.activity.familyUpdated(family.parentName)
        : activityMessages.activity.familyStatusChanged(family.parentName, family.guidanceStatus),
    actorId: actor.id,
    subject: { type: 'family', id },
    now,
  });
  // Issue 37: a volunteer newly given this family is told, unless they gave it to themselves.
  if (
    family.assignedTo !== null &&
    family.assignedTo !== previous.assignedTo &&
    family.assignedTo !== actor.id
  )
    await noticeFamilyAssigned(family, family.assignedTo, now);
  return presentFamily(family);
}
