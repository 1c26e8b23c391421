import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { listRecentActivities } from '../../services/dashboard/recent-activities';

export const handler = createHandler(routes.dashboard.recentActivities, ({ query, now }) =>
  listRecentActivities(query, now),
);
