import { settingsRoutes } from '../../../shared/routes/settings';
import { createHandler } from '../../http/create-handler';
import { readLogo } from '../../services/settings/read-logo';

export const handler = createHandler(settingsRoutes.logo, () => readLogo());
