import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { readPublicSettings } from '../../services/settings/public-settings';

export const handler = createHandler(routes.settings.publicSettings, () => readPublicSettings());
