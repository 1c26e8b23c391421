import { authMessages } from '../../../shared/messages/auth';
import { authRoutes } from '../../../shared/routes/auth';
import { createHandler } from '../../http/create-handler';
import { reply } from '../../http/reply';
import { clearedSessionCookie } from '../../http/session-cookie';
import { endSession } from '../../services/auth/sessions';

export const handler = createHandler(authRoutes.logout, async ({ actor }) => {
  await endSession(actor);
  return reply({ message: authMessages.login.loggedOut }, { cookies: [clearedSessionCookie()] });
});
