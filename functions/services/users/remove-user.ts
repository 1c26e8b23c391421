import { activityMessages } from '../../../shared/messages/activity';
import { volunteerMessages } from '../../../shared/messages/volunteers';
import { conflict } from '../../domain/errors';
import { deleteSignInOfUser } from '../../repositories/sessions';
import { deleteUser } from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import { auditEntryOf } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';
import { userCounterChanges } from '../statistics/counter-changes';
import { endAccessOf } from './end-access';
import { displayName } from './present-user';
import { assertAdminRemains, assertMayManage, existingUser } from './user-access';
import { userTarget } from './user-audit';

const m = volunteerMessages.volunteers;

export async function removeUser(actor: Actor, id: number, now: Date) {
  if (actor.id === id) throw conflict(m.cannotDeleteSelf);
  const previous = await existingUser(id);
  assertMayManage(actor, previous);
  const keeps = await assertAdminRemains(actor, previous, null);
  const audit = auditEntryOf({ action: 'user-deleted', actor, target: userTarget(previous), now });
  if ((await deleteUser(previous, userCounterChanges(previous, null, now), audit, keeps)) === 'changed') {
    throw conflict();
  }
  await Promise.all([endAccessOf(id), deleteSignInOfUser(id)]);
  await recordActivity({
    kind: 'user-deleted',
    message: activityMessages.activity.volunteerDeleted(displayName(previous)),
    actorId: actor.id,
    subject: { type: 'user', id },
    now,
  });
  return { message: m.deleted };
}
