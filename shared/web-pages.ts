/**
 * HTML pages of the web build. The public registration form has its own light page, so a site that
 * frames it loads only the form; the API reference (/api/docs, beside the API it describes) has its
 * own page too, so its renderer never reaches the staff app's bundles; every other path is the staff
 * app. The local runtime and CloudFront both route with this.
 */
export const REGISTRATION_PAGE = { pathPrefix: '/registration', file: 'registration.html' } as const;
export const APP_PAGE = { file: 'index.html' } as const;
/** The reference of GET /api/openapi.json for integrators: a page of the web build, under /api. */
export const API_DOCS_PAGE = { path: '/api/docs', file: 'api-docs.html' } as const;

export const isApiDocsPath = (pathname: string) =>
  pathname === API_DOCS_PAGE.path || pathname === `${API_DOCS_PAGE.path}/`;

export const isRegistrationPath = (pathname: string) =>
  pathname === REGISTRATION_PAGE.pathPrefix || pathname.startsWith(`${REGISTRATION_PAGE.pathPrefix}/`);

/** The HTML file that answers a client-side route (a path without a file extension). */
export const pageFileFor = (pathname: string) => {
  if (isRegistrationPath(pathname)) return REGISTRATION_PAGE.file;
  return isApiDocsPath(pathname) ? API_DOCS_PAGE.file : APP_PAGE.file;
};
