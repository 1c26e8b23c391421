import { mfaRoutes } from '../../../shared/routes/auth-mfa';
import { createHandler } from '../../http/create-handler';
import { registerPasskey } from '../../services/auth/passkeys';

export const handler = createHandler(mfaRoutes.passkeyRegister, ({ actor, body, now }) =>
  registerPasskey(actor, body.response, body.name, now),
);
