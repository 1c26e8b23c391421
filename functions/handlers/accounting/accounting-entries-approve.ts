import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { reviewEntry } from '../../services/accounting/review-entry';

export const handler = createHandler(accountingRoutes.approveEntry, ({ actor, params, body, now }) =>
  reviewEntry(actor, params.id, 'approved', body, now),
);
