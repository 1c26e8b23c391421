import { mfaRoutes } from '../../../shared/routes/auth-mfa';
import { createHandler } from '../../http/create-handler';
import { secondFactorStatus } from '../../services/auth/second-factor-status';

export const handler = createHandler(mfaRoutes.status, ({ actor }) => secondFactorStatus(actor));
