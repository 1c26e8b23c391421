import { mfaRoutes } from '../../../shared/routes/auth-mfa';
import { createHandler } from '../../http/create-handler';
import { removePasskey } from '../../services/auth/remove-passkey';

export const handler = createHandler(mfaRoutes.passkeyDelete, ({ actor, params, now }) =>
  removePasskey(actor, params.id, now),
);
