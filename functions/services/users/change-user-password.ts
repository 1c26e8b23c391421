import { volunteerMessages } from '../../../shared/messages/volunteers';
import { replaceUser } from '../../repositories/users';
import { checkedPasswordHash } from '../auth/password-policy';
import type { Actor } from '../auth/sessions';
import { revokeAllSessions } from '../auth/sessions';
import { assertMayManage, existingUser, refusalError } from './manage-users';

/** A manager sets someone's password: every session of that user ends. */
export async function changePasswordOf(actor: Actor, id: number, newPassword: string, now: Date) {
  const previous = await existingUser(id);
  assertMayManage(actor, previous);
  const result = await replaceUser(previous, { passwordHash: await checkedPasswordHash(newPassword) }, now);
  if ('refused' in result) throw refusalError(result.refused);
  await revokeAllSessions(id);
  return { message: volunteerMessages.volunteers.passwordChanged };
}
