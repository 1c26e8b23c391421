import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { updateEntry } from '../../services/accounting/update-entry';

export const handler = createHandler(accountingRoutes.updateEntry, ({ actor, params, body, now }) =>
  updateEntry(actor, params.id, body, now),
);
