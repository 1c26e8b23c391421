import { externalLinkRoutes } from '../../../shared/routes/external-links';
import { createHandler } from '../../http/create-handler';
import { createExternalLink } from '../../services/external-links/create-link';

export const handler = createHandler(externalLinkRoutes.create, ({ actor, body, now }) =>
  createExternalLink(actor, body, now),
);
