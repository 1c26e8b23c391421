import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { updateBankAccount } from '../../services/accounting/update-bank-account';

export const handler = createHandler(accountingRoutes.updateBankAccount, ({ actor, params, body, now }) =>
  updateBankAccount(actor, params.id, body, now),
);
