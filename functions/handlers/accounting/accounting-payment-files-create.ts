import { bankRoutes } from '../../../shared/routes/bank';
import { createHandler } from '../../http/create-handler';
import { exportPayments } from '../../services/bank/export-payments';

export const handler = createHandler(bankRoutes.exportPayments, ({ actor, body, now }) =>
  exportPayments(actor, body, now),
);
