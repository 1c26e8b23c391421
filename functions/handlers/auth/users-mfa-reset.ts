import { mfaRoutes } from '../../../shared/routes/auth-mfa';
import { createHandler } from '../../http/create-handler';
import { resetSecondFactorOf } from '../../services/auth/reset-second-factor';

export const handler = createHandler(mfaRoutes.resetOfUser, ({ actor, params, now }) =>
  resetSecondFactorOf(actor, params.id, now),
);
