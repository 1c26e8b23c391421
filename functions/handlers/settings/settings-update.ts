import { settingsRoutes } from '../../../shared/routes/settings';
import { createHandler } from '../../http/create-handler';
import { updateSetting } from '../../services/settings/update-setting';

export const handler = createHandler(settingsRoutes.update, ({ actor, params, body, now }) =>
  updateSetting(actor, params.key, body, now),
);
