import { volunteerMessages } from '../../../shared/messages/volunteers';
import { replaceUser } from '../../repositories/users';
import { auditEntryOf, secretSet } from '../audit/record-audit';
import { noticeAccountChange } from '../auth/account-notices';
import { checkedPasswordHash } from '../auth/password-policy';
import { assertRecentlyAuthenticated } from '../auth/reauthentication';
import type { Actor } from '../auth/sessions';
import { endAccessOf } from './end-access';
import { assertMayManage, existingUser, refusalError } from './user-access';
import { userTarget } from './user-audit';

/** A manager sets someone's password: every session and every outstanding link of that user ends. */
export async function changePasswordOf(actor: Actor, id: number, newPassword: string, now: Date) {
  if (id === actor.id) assertRecentlyAuthenticated(actor, now);
  const previous = await existingUser(id);
  assertMayManage(actor, previous);
  const result = await replaceUser(
    previous,
    { passwordHash: await checkedPasswordHash(newPassword) },
    now,
    [],
    (user) =>
      auditEntryOf({
        action: 'password-set',
        actor,
        target: userTarget(user),
        changes: [secretSet('password')],
        now,
      }),
  );
  if ('refused' in result) throw refusalError(result.refused);
  await endAccessOf(id);
  await noticeAccountChange(id, 'password', now);
  return { message: volunteerMessages.volunteers.passwordChanged };
}
