import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { deleteBankAccount } from '../../services/accounting/bank-accounts';

export const handler = createHandler(accountingRoutes.deleteBankAccount, ({ actor, params, now }) =>
  deleteBankAccount(actor, params.id, now),
);
