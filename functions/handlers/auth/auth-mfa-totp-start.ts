import { mfaRoutes } from '../../../shared/routes/auth-mfa';
import { createHandler } from '../../http/create-handler';
import { startTotpEnrolment } from '../../services/auth/start-totp-enrolment';

export const handler = createHandler(mfaRoutes.totpStart, ({ actor, now }) => startTotpEnrolment(actor, now));
