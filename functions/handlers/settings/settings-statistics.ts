import { settingsRoutes } from '../../../shared/routes/settings';
import { createHandler } from '../../http/create-handler';
import { settingsStatistics } from '../../services/settings/settings-statistics';

export const handler = createHandler(settingsRoutes.statistics, ({ now }) => settingsStatistics(now));
