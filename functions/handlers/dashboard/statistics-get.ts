import { dashboardRoutes } from '../../../shared/routes/dashboard';
import { createHandler } from '../../http/create-handler';
import { getStatistics } from '../../services/dashboard/statistics';

export const handler = createHandler(dashboardRoutes.statistics, ({ now }) => getStatistics(now));
