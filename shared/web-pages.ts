/**
 * HTML pages of the web build. The public registration form has its own light page, so a site that
 * frames it loads only the form; every other path is the staff app. The local runtime and
 * CloudFront both route with this.
 */
export const REGISTRATION_PAGE = { pathPrefix: '/registration', file: 'registration.html' } as const;
export const APP_PAGE = { file: 'index.html' } as const;

export const isRegistrationPath = (pathname: string) =>
  pathname === REGISTRATION_PAGE.pathPrefix || pathname.startsWith(`${REGISTRATION_PAGE.pathPrefix}/`);

/** The HTML file that answers a client-side route (a path without a file extension). */
export const pageFileFor = (pathname: string) =>
  isRegistrationPath(pathname) ? REGISTRATION_PAGE.file : APP_PAGE.file;
