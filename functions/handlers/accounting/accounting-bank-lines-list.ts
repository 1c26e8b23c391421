import { bankRoutes } from '../../../shared/routes/bank';
import { createHandler } from '../../http/create-handler';
import { listUnmatchedLines } from '../../services/bank/list-lines';

export const handler = createHandler(bankRoutes.listUnmatchedLines, ({ params, query }) =>
  listUnmatchedLines(params.id, query),
);
