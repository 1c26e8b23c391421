import { settingsRoutes } from '../../../shared/routes/settings';
import { createHandler } from '../../http/create-handler';
import { readPublicSettings } from '../../services/settings/public-settings';

export const handler = createHandler(settingsRoutes.publicSettings, () => readPublicSettings());
