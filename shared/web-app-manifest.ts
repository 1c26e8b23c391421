/**
 * The installable app (issue 35): what the web app manifest says and what the service worker leaves
 * alone. The manifest is an API answer (GET /api/web-app/manifest, linked from web/index.html) so its
 * icons can follow the association's logo: in AWS and locally alike, /api goes to the same handler.
 */

/** The light theme's primary colour and background (web/src/app/theme/antd-themes.ts), the portal's default. */
export const APP_THEME_COLOR = '#2563eb';
export const APP_BACKGROUND_COLOR = '#f4f6fb';

/** The path web/index.html links the manifest from. */
export const APP_MANIFEST_PATH = '/api/web-app/manifest';

/** The icons a manifest lists, and the files of the build's default ones (web/public/icons). */
export const APP_ICONS = [
  { name: 'icon-192.png', size: 192, purpose: 'any' },
  { name: 'icon-512.png', size: 512, purpose: 'any' },
  { name: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
export type AppIconName = (typeof APP_ICONS)[number]['name'];
export const APP_ICON_NAMES = APP_ICONS.map((icon) => icon.name) as [AppIconName, ...AppIconName[]];

const iconEntry = (src: string, icon: (typeof APP_ICONS)[number]) => ({
  src,
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
  purpose: icon.purpose,
});

/** The icons of the default manifest: the build's own files. */
export const DEFAULT_APP_ICONS = APP_ICONS.map((icon) => iconEntry(`/icons/${icon.name}`, icon));

/**
 * The icons rendered from the logo (GET /api/web-app/icons/{name}); `version` is the logo's upload id,
 * so a new logo is a new address and an old one may be cached for good.
 */
export const logoAppIcons = (version: string) =>
  APP_ICONS.map((icon) =>
    iconEntry(`/api/web-app/icons/${icon.name}?v=${encodeURIComponent(version)}`, icon),
  );

export const APP_MANIFEST = {
  id: '/',
  name: 'Vrijwilligersportaal',
  short_name: 'Portaal',
  description: 'Declaraties, gezinnen, sessies, nieuws en agenda van de vrijwilligers.',
  lang: 'nl',
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  theme_color: APP_THEME_COLOR,
  background_color: APP_BACKGROUND_COLOR,
  icons: DEFAULT_APP_ICONS,
  shortcuts: [
    { name: 'Nieuwe rit', url: '/rit', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Nieuwe onkost', url: '/onkost', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};

/**
 * Navigations the service worker never answers with the app shell: the API (and its reference page)
 * and the registration form, which other sites frame and which has its own page.
 */
export const SERVICE_WORKER_NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/registration(\/|$)/] as const;

/**
 * Build files not precached: the pages and libraries only staff open (pdf.js for signing, the API
 * reference and its Swagger UI, the spreadsheet library of the exports), so a volunteer's phone
 * does not download them on install. They are cached when first used.
 */
export const PRECACHE_IGNORED = [
  'api-docs.html',
  'registration.html',
  '**/*pdf*',
  '**/*swagger*',
  '**/*exceljs*',
  '**/*api-docs*',
  '**/apiDocs*',
] as const;
