import { accountingRoutes } from '../../../shared/routes/accounting';
import { createHandler } from '../../http/create-handler';
import { exportReport } from '../../services/accounting/export-report';

export const handler = createHandler(accountingRoutes.exportExcel, ({ body, now }) =>
  exportReport(body, now),
);
