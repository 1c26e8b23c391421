import { activityMessages } from '../../../shared/messages/activity';
import { familyMessages } from '../../../shared/messages/families';
import { conflict } from '../../domain/errors';
import { deleteFamily } from '../../repositories/families';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { markNotificationsHandled } from '../notifications/handled-notifications';
import { familyCounterChanges } from '../statistics/counter-changes';
import { visibleFamily } from './family-access';

const m = familyMessages.families;

export async function removeFamily(actor: Actor, id: number, now: Date) {
  const previous = await visibleFamily(actor, id);
  if ((await deleteFamily(previous, familyCounterChanges(previous, null, now))) === 'changed')
    throw conflict(m.changed);
  // A deleted registration no longer waits for anyone either.
  await markNotificationsHandled({ type: 'family', id }, now);
  await recordActivity({
    kind: 'family-deleted',
    message: activityMessages.activity.familyDeleted(previous.parentName),
    actorId: actor.id,
    subject: { type: 'family', id },
    now,
  });
  return { message: m.deleted };
}
