import { externalLinkRoutes } from '../../../shared/routes/external-links';
import { createHandler } from '../../http/create-handler';
import { removeExternalLink } from '../../services/external-links/remove-link';

export const handler = createHandler(externalLinkRoutes.remove, ({ actor, params, now }) =>
  removeExternalLink(actor, params.id, now),
);
