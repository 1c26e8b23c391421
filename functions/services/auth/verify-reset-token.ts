import { invalidReset, usableTokenOwner } from './account-tokens';

/** Checks a reset link before the form asks for the new password. */
export async function verifyResetToken(userId: number, token: string, now: Date) {
  const user = await usableTokenOwner(userId, token, 'reset', now);
  if (!user) throw invalidReset();
  return { valid: true as const, firstName: user.firstName || null };
}
