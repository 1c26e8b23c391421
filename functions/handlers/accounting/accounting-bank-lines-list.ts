import { bankRoutes } from '../../../shared/routes/bank';
import { createHandler } from '../../http/create-handler';
import { listLines } from '../../services/bank/list-lines';

export const handler = createHandler(bankRoutes.listUnmatchedLines, ({ params, query }) =>
  listLines(params.id, query),
);
