import { settingsRoutes } from '../../../shared/routes/settings';
import { createHandler } from '../../http/create-handler';
import { purgeRijksregisternummers } from '../../services/privacy/purge-rrn';

export const handler = createHandler(settingsRoutes.purgeRrn, ({ actor, now }) =>
  purgeRijksregisternummers(actor, now),
);
