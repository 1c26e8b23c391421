/**
 * The installable app (issue 35): what the web app manifest says and what the service worker leaves
 * alone. The build writes the manifest (web/vite.config.ts); the local runtime and CloudFront serve it
 * like any other file of web/dist, and the tests read the same values.
 */

/** The light theme's primary colour and background (web/src/app/theme/antd-themes.ts), the portal's default. */
export const APP_THEME_COLOR = '#2563eb';
export const APP_BACKGROUND_COLOR = '#f4f6fb';

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
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
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
