import { invalidReset, usableTokenOwner } from './account-tokens';
import { withinAddressLimit } from './address-limits';

/** Checks a reset link before the form asks for the new password. Invalid links count per address. */
export function verifyResetToken(userId: number, token: string, clientIp: string, now: Date) {
  return withinAddressLimit('check', clientIp, now, async () => {
    const user = await usableTokenOwner(userId, token, 'reset', now);
    if (!user) throw invalidReset();
    return { valid: true as const, firstName: user.firstName || null };
  });
}
