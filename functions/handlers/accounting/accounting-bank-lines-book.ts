import { bankRoutes } from '../../../shared/routes/bank';
import { createHandler } from '../../http/create-handler';
import { bookLine } from '../../services/bank/book-line';

export const handler = createHandler(bankRoutes.bookLine, ({ actor, params, body, now }) =>
  bookLine(actor, params.id, params.lineId, body, now),
);
