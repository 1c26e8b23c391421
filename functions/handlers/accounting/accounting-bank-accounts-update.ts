import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { updateBankAccount } from '../../services/accounting/bank-accounts';

export const handler = createHandler(accountingRoutes.updateBankAccount, ({ actor, params, body, now }) =>
  updateBankAccount(actor, params.id, body, now),
);
