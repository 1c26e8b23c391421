import { mfaRoutes } from '../../../shared/routes/auth-mfa';
import { createHandler } from '../../http/create-handler';
import { passkeyRegistrationOptions } from '../../services/auth/passkey-registration-options';

export const handler = createHandler(mfaRoutes.passkeyOptions, ({ actor, now }) =>
  passkeyRegistrationOptions(actor, now),
);
