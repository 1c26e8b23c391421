import { settingsRoutes } from '../../../shared/routes/settings';
import { createHandler } from '../../http/create-handler';
import { listSettings } from '../../services/settings/list-settings';

export const handler = createHandler(settingsRoutes.list, () => listSettings());
