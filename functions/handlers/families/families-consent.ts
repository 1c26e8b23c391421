import { familyRoutes } from '../../../shared/routes/families';
import { createHandler } from '../../http/create-handler';
import { renewConsent } from '../../services/privacy/renew-consent';

export const handler = createHandler(familyRoutes.renewConsent, ({ actor, params, body, now }) =>
  renewConsent(actor, params.id, body, now),
);
