import { deleteTokensOfUser } from '../../repositories/tokens';
import { revokeAllSessions } from '../auth/sessions';

/**
 * Ends everything that lets a user in without signing in again: every session and every outstanding
 * invitation and reset link. After a change of role, type or status, a password set, or a deletion:
 * a session remembers its user's rights, and a link must not outlive the account state it was made for.
 */
export async function endAccessOf(userId: number) {
  await Promise.all([revokeAllSessions(userId), deleteTokensOfUser(userId)]);
}
