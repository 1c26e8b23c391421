import { settingsRoutes } from '../../../shared/routes/settings';
import { createHandler } from '../../http/create-handler';
import { reply } from '../../http/reply';
import { readWebAppManifest } from '../../services/settings/web-app-manifest';

/** Browsers read the manifest on every visit: a few minutes' cache, so a new logo shows soon. */
export const handler = createHandler(settingsRoutes.webAppManifest, async () =>
  reply(await readWebAppManifest(), { headers: { 'cache-control': 'public, max-age=300' } }),
);
