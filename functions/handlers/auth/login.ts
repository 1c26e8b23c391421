import { authRoutes } from '../../../shared/routes/auth';
import { createHandler } from '../../http/create-handler';
import { reply } from '../../http/reply';
import { sessionCookie } from '../../http/session-cookie';
import { logIn } from '../../services/auth/login';

export const handler = createHandler(authRoutes.login, async ({ body, clientIp, now }) => {
  const outcome = await logIn(body, clientIp, now);
  if (outcome.kind === 'challenge') return outcome.challenge;
  const { token, expiresAt, user } = outcome.session;
  return reply({ token, user }, { cookies: [sessionCookie(token, expiresAt, now)] });
});
