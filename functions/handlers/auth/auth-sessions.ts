import { mfaRoutes } from '../../../shared/routes/auth-mfa';
import { createHandler } from '../../http/create-handler';
import { listOwnSessions } from '../../services/auth/own-sessions';

export const handler = createHandler(mfaRoutes.sessions, ({ actor, now }) => listOwnSessions(actor, now));
