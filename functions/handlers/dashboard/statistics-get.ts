import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { getStatistics } from '../../services/dashboard/statistics';

export const handler = createHandler(routes.dashboard.statistics, ({ now }) => getStatistics(now));
