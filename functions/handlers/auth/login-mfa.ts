import { mfaRoutes } from '../../../shared/routes/auth-mfa';
import { createHandler } from '../../http/create-handler';
import { reply } from '../../http/reply';
import { sessionCookie } from '../../http/session-cookie';
import { completeSecondStep } from '../../services/auth/login-second-step';

export const handler = createHandler(mfaRoutes.loginMfa, async ({ body, clientIp, now }) => {
  const { token, expiresAt, user } = await completeSecondStep(body, clientIp, now);
  return reply({ token, user }, { cookies: [sessionCookie(token, expiresAt, now)] });
});
