import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { receiptLinkFor } from '../../services/declarations/manage-declarations';

export const handler = createHandler(routes.declarations.receipt, ({ actor, params }) =>
  receiptLinkFor(actor, params.id),
);
