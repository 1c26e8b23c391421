import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { reply } from '../../http/reply';
import { sessionCookie } from '../../http/session-cookie';
import { logIn } from '../../services/auth/login';

export const handler = createHandler(routes.auth.login, async ({ body, clientIp, now }) => {
  const { token, expiresAt, user } = await logIn(body, clientIp, now);
  return reply({ token, user }, { cookies: [sessionCookie(token, expiresAt, now)] });
});
