import { settingsRoutes } from '../../../shared/routes/settings';
import { createHandler } from '../../http/create-handler';
import { reply } from '../../http/reply';
import { readAppIcon } from '../../services/settings/web-app-manifest';

/** An icon asked for by the logo version it shows never changes: cached for good; otherwise revalidated. */
export const handler = createHandler(settingsRoutes.appIcon, async ({ params, query }) => {
  const { png, version } = await readAppIcon(params.name);
  return reply(png.toString('base64'), {
    raw: true,
    base64: true,
    headers: {
      'content-type': 'image/png',
      'cache-control': query.v === version ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
});
