import { invalidInvitation, usableTokenOwner } from './account-tokens';
import { withinAddressLimit } from './address-limits';

/** Checks an invitation link; answers the first name for the welcome. Invalid links count per address. */
export function verifyInvitation(userId: number, token: string, clientIp: string, now: Date) {
  return withinAddressLimit('check', clientIp, now, async () => {
    const user = await usableTokenOwner(userId, token, 'invite', now);
    if (!user) throw invalidInvitation();
    return { firstName: user.firstName || null };
  });
}
