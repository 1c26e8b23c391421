import { privacyRoutes } from '../../../shared/routes/privacy';
import { createHandler } from '../../http/create-handler';
import { confirmRetention } from '../../services/privacy/retention';

export const handler = createHandler(privacyRoutes.retentionConfirm, ({ actor, body }) =>
  confirmRetention(actor, body.subjects),
);
