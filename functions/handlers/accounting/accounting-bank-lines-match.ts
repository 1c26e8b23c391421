import { bankRoutes } from '../../../shared/routes/bank';
import { createHandler } from '../../http/create-handler';
import { matchLine } from '../../services/bank/match-line';

export const handler = createHandler(bankRoutes.matchLine, ({ actor, params, body, now }) =>
  matchLine(actor, params.id, params.lineId, body, now),
);
