import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';

/**
 * The cookie's name follows COOKIE_SECURE (true in AWS, false under `npm start`, which serves plain
 * http): a secure cookie gets the `__Host-` prefix, which makes the browser insist on Secure, Path=/
 * and no Domain, so no subdomain can set or overwrite it. Over plain http a browser refuses Secure
 * cookies, and with them any `__Host-` cookie, so locally the plain name is used.
 */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-vwp_session' : 'vwp_session');

export const SESSION_COOKIE = sessionCookieName(config.COOKIE_SECURE);

/**
 * HttpOnly so scripts never read it; SameSite=Strict so no other site's page, form or link sends it
 * (the SPA's own calls are same-site, so it loses nothing). The Origin check in createHandler is the
 * second line of defence against cross-site requests.
 */
export function sessionCookie(token: string, expiresAt: Date, now: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return serialize(token, maxAge);
}

export const clearedSessionCookie = () => serialize('', 0);

function serialize(value: string, maxAgeSeconds: number): string {
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (config.COOKIE_SECURE) attributes.push('Secure');
  return attributes.join('; ');
}

/** Candidate session tokens, bearer first: API clients send the bearer, the web app the cookie. */
export function readSessionTokens(event: APIGatewayProxyEventV2): string[] {
  const tokens: string[] = [];
  const authorization = event.headers?.authorization ?? event.headers?.Authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) tokens.push(bearer);
  const cookies = event.cookies ?? event.headers?.cookie?.split(';') ?? [];
  for (const cookie of cookies) {
    const [name, ...rest] = cookie.trim().split('=');
    if (name === SESSION_COOKIE && rest.length > 0) tokens.push(rest.join('='));
  }
  return tokens;
}
