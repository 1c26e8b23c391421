import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { deleteBankAccount } from '../../services/accounting/delete-bank-account';

export const handler = createHandler(accountingRoutes.deleteBankAccount, ({ actor, params, now }) =>
  deleteBankAccount(actor, params.id, now),
);
