import { invalidInvitation, usableTokenOwner } from './account-tokens';

/** Checks an invitation link; answers the first name for the welcome. */
export async function verifyInvitation(userId: number, token: string, now: Date) {
  const user = await usableTokenOwner(userId, token, 'invite', now);
  if (!user) throw invalidInvitation();
  return { firstName: user.firstName || null };
}
