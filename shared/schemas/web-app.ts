import { APP_ICON_NAMES } from '../web-app-manifest';
import * as z from '../zod';

const manifestIconSchema = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.string(),
  purpose: z.enum(['any', 'maskable']),
});

/** The web app manifest of the installable app (issue 35, shared/web-app-manifest.ts). */
export const webAppManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  dir: z.literal('ltr'),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  orientation: z.literal('portrait'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(manifestIconSchema),
  shortcuts: z.array(
    z.object({
      name: z.string(),
      url: z.string(),
      icons: z.array(z.object({ src: z.string(), sizes: z.string() })),
    }),
  ),
});
export type WebAppManifest = z.infer<typeof webAppManifestSchema>;

export const appIconParams = z.strictObject({ name: z.enum(APP_ICON_NAMES) });
/** `v`: the logo version the manifest named; only an icon of the current logo is cached for good. */
export const appIconQuery = z.strictObject({ v: z.string().max(100).optional() });
