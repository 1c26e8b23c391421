import { mfaRoutes } from '../../../shared/routes/auth-mfa';
import { createHandler } from '../../http/create-handler';
import { confirmTotpEnrolment } from '../../services/auth/confirm-totp-enrolment';

export const handler = createHandler(mfaRoutes.totpConfirm, ({ actor, body, now }) =>
  confirmTotpEnrolment(actor, body.code, now),
);
