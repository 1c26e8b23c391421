import { dashboardRoutes } from '../../../shared/routes/dashboard';
import { createHandler } from '../../http/create-handler';
import { listRecentActivities } from '../../services/dashboard/recent-activities';

export const handler = createHandler(dashboardRoutes.recentActivities, ({ query, now }) =>
  listRecentActivities(query, now),
);
