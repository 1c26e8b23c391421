import { accountRoutes } from '../../../shared/routes/account';
import { createHandler } from '../../http/create-handler';
import { reply } from '../../http/reply';
import { sessionCookie } from '../../http/session-cookie';
import { withinAddressLimit } from '../../services/auth/address-limits';
import { acceptInvitation } from '../../services/auth/set-password-by-link';

export const handler = createHandler(accountRoutes.acceptInvite, async ({ body, clientIp, now }) => {
  const outcome = await withinAddressLimit('use', clientIp, now, () => acceptInvitation(body, now));
  if (outcome.kind === 'challenge') return outcome.challenge;
  const { token, expiresAt, user } = outcome.session;
  return reply({ token, user }, { cookies: [sessionCookie(token, expiresAt, now)] });
});
