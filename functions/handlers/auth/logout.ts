import { messages } from '../../../shared/messages';
import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { reply } from '../../http/reply';
import { clearedSessionCookie } from '../../http/session-cookie';
import { endSession } from '../../services/auth/sessions';

export const handler = createHandler(routes.auth.logout, async ({ actor }) => {
  await endSession(actor);
  return reply({ message: messages.login.loggedOut }, { cookies: [clearedSessionCookie()] });
});
