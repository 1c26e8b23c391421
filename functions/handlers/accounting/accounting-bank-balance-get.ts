import { bankRoutes } from '../../../shared/routes/bank';
import { createHandler } from '../../http/create-handler';
import { getBalance } from '../../services/bank/get-balance';

export const handler = createHandler(bankRoutes.getBalance, ({ params }) => getBalance(params.id));
