import { externalLinkRoutes } from '../../../shared/routes/external-links';
import { createHandler } from '../../http/create-handler';
import { updateExternalLink } from '../../services/external-links/update-link';

export const handler = createHandler(externalLinkRoutes.update, ({ actor, params, body, now }) =>
  updateExternalLink(actor, params.id, body, now),
);
