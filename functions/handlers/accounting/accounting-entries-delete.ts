import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { deleteEntry } from '../../services/accounting/delete-entry';

export const handler = createHandler(accountingRoutes.deleteEntry, ({ actor, params, now }) =>
  deleteEntry(actor, params.id, now),
);
