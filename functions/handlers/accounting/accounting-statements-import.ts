import { bankRoutes } from '../../../shared/routes/bank';
import { createHandler } from '../../http/create-handler';
import { importStatement } from '../../services/bank/import-statement';

export const handler = createHandler(bankRoutes.importStatement, ({ actor, params, body, now }) =>
  importStatement(actor, params.id, body, now),
);
