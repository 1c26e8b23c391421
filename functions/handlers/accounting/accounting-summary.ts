import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { periodSummary } from '../../services/accounting/period-summary';

export const handler = createHandler(accountingRoutes.summary, ({ query, now }) => periodSummary(query, now));
