import { canManageUser } from '../../../shared/policies/users';
import type { RecipientUser } from '../../repositories/email-recipients';
import type { SessionActor } from '../../repositories/sessions';
import { recordAudit } from '../audit/record-audit';
import { issueToken, LINK_LIFETIME_MS, resetLink } from '../auth/issue-link';
import { userMustUseSecondFactor } from '../auth/second-factor-policy';
import { displayName } from '../users/present-user';

/**
 * Who gets a reset link from `[RESETLINK]` in a bulk mail of `sender` (issue 38 point 1): only an
 * active or pending user the sender may manage under the user-management rule (strictly fewer
 * rights), never the sender themself (that would be a password change without the current password)
 * and never a user whose role must use a second factor (a reset link would let whoever sees the mail
 * enrol their own). The second-factor answer is asked once per role and type of a send.
 */
export function resetLinkRule(sender: SessionActor) {
  const secondFactorByPrincipal = new Map<string, Promise<boolean>>();
  const mustUseSecondFactorOnce = (user: RecipientUser) => {
    const key = `${user.role}|${user.type ?? ''}`;
    let answer = secondFactorByPrincipal.get(key);
    if (!answer) {
      answer = userMustUseSecondFactor(user);
      secondFactorByPrincipal.set(key, answer);
    }
    return answer;
  };
  return async (user: RecipientUser | undefined): Promise<boolean> => {
    if (!user || user.status === 'inactive' || user.id === sender.id) return false;
    if (!canManageUser(sender, user)) return false;
    return !(await mustUseSecondFactorOnce(user));
  };
}

/**
 * A fresh 48-hour reset link for one recipient of a bulk mail, with its audit entry naming the sender
 * (actor) and the recipient (target). Like every reset link it is used up when used, ends with any
 * password change or access change, and an older reset link of the user stops working.
 */
export async function mintMailedResetLink(sender: SessionActor, user: RecipientUser, now: Date) {
  const token = await issueToken(user.id, 'reset', LINK_LIFETIME_MS['manager-reset'], now);
  await recordAudit({
    action: 'reset-link-mailed',
    actor: sender,
    target: { type: 'user', id: user.id, userId: user.id, name: displayName(user) },
    now,
  });
  return resetLink(user.id, token);
}
