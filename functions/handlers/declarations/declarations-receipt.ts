import { declarationRoutes } from '../../../shared/routes/declarations';
import { createHandler } from '../../http/create-handler';
import { receiptLinkFor } from '../../services/declarations/declaration-receipt';

export const handler = createHandler(declarationRoutes.receipt, ({ actor, params }) =>
  receiptLinkFor(actor, params.id),
);
