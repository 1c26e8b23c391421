import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { listEntries } from '../../services/accounting/list-entries';

export const handler = createHandler(accountingRoutes.listEntries, ({ query }) => listEntries(query));
