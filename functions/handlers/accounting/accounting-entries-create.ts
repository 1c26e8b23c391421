import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { createEntry } from '../../services/accounting/create-entry';

export const handler = createHandler(accountingRoutes.createEntry, ({ actor, body, now }) =>
  createEntry(actor, body, now),
);
