import { externalLinkRoutes } from '../../../shared/routes/external-links';
import { createHandler } from '../../http/create-handler';
import { listExternalLinks } from '../../services/external-links/list-links';

export const handler = createHandler(externalLinkRoutes.list, () => listExternalLinks());
