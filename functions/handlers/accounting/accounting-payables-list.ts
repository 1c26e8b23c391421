import { bankRoutes } from '../../../shared/routes/bank';
import { createHandler } from '../../http/create-handler';
import { listPayables } from '../../services/bank/list-payables';

export const handler = createHandler(bankRoutes.listPayables, ({ query }) => listPayables(query));
