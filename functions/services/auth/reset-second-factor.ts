import { authMessages } from '../../../shared/messages/auth';
import { AppError } from '../../domain/errors';
import { deleteSecondFactors } from '../../repositories/second-factors';
import { recordAudit } from '../audit/record-audit';
import { endAccessOf } from '../users/end-access';
import { assertMayManage, existingUser } from '../users/user-access';
import { userTarget } from '../users/user-audit';
import { noticeAccountChange } from './account-notices';
import type { Actor } from './sessions';

/**
 * An admin removes another user's second factors (a lost phone and no recovery codes left): audited,
 * and every session and link of that user ends, so the next sign-in goes through enrolment again when
 * the policy names their role. One's own factor is not reset this way. Whose factor may be reset is
 * the user-management rule (shared/policies/users.ts, strictly fewer rights; admins everyone), the
 * same as for a password or a reset link, whatever the route's permission says.
 */
export async function resetSecondFactorOf(actor: Actor, id: number, now: Date) {
  if (id === actor.id) throw new AppError('FORBIDDEN', authMessages.mfa.notOwnReset);
  const user = await existingUser(id);
  assertMayManage(actor, user);
  const removed = await deleteSecondFactors(id);
  if (removed === 0) throw new AppError('CONFLICT', authMessages.mfa.nothingToReset);
  await recordAudit({ action: 'second-factor-reset', actor, target: userTarget(user), now });
  await endAccessOf(id);
  await noticeAccountChange(id, 'second-factor-reset', now);
  return { message: authMessages.mfa.resetDone };
}
