import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { createBankAccount } from '../../services/accounting/create-bank-account';

export const handler = createHandler(accountingRoutes.createBankAccount, ({ actor, body, now }) =>
  createBankAccount(actor, body, now),
);
