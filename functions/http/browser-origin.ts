import type { APIGatewayProxyEventV2 } from 'aws-lambda';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser may send state-changing requests from: the portal's own (PORTAL_URL, the
 * configured domain in AWS). A portal on a loopback address also accepts its loopback aliases, so
 * `http://127.0.0.1:3000` works as well as `http://localhost:3000` under `npm start`.
 */
export function portalOrigins(portalUrl: string): ReadonlySet<string> {
  const url = new URL(portalUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
    }
  }
  return origins;
}

/**
 * CSRF: a state-changing request made by a browser (it carries `Origin`, or says through
 * `Sec-Fetch-Site` that another site made it) passes only from the portal's own origin. Requests
 * without either header come from API clients with a bearer token, scripts and tests; a browser
 * cannot leave `Origin` off a cross-site POST, PUT, PATCH or DELETE. GET routes never change
 * anything, so they need no check (and the browser keeps their answers from other sites: no CORS).
 */
export function isForeignBrowserRequest(event: APIGatewayProxyEventV2, allowed: ReadonlySet<string>) {
  const method = event.requestContext?.http?.method ?? '';
  if (!STATE_CHANGING_METHODS.has(method.toUpperCase())) return false;
  const headers = event.headers ?? {};
  const origin = headers.origin ?? headers.Origin;
  if (origin !== undefined) return !allowed.has(origin.trim().toLowerCase());
  const fetchSite = (headers['sec-fetch-site'] ?? headers['Sec-Fetch-Site'])?.trim().toLowerCase();
  return fetchSite === 'cross-site' || fetchSite === 'same-site';
}
