import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { reviewEntry } from '../../services/accounting/review-entry';

export const handler = createHandler(accountingRoutes.rejectEntry, ({ actor, params, body, now }) =>
  reviewEntry(actor, params.id, 'rejected', body, now),
);
