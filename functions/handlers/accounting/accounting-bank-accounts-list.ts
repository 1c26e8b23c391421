import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { listAllBankAccounts } from '../../services/accounting/list-bank-accounts';

export const handler = createHandler(accountingRoutes.listBankAccounts, () => listAllBankAccounts());
