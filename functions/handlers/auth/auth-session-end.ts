import { mfaRoutes } from '../../../shared/routes/auth-mfa';
import { createHandler } from '../../http/create-handler';
import { endOwnSession } from '../../services/auth/own-sessions';

export const handler = createHandler(mfaRoutes.endSession, ({ actor, params }) =>
  endOwnSession(actor, params.id),
);
