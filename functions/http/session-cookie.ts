import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';

export const SESSION_COOKIE = 'vwp_session';

/** HttpOnly so scripts never read it; SameSite=Lax so another site cannot post with it. */
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
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (config.COOKIE_SECURE) attributes.push('Secure');
  return attributes.join('; ');
}

/** Candidate session tokens, bearer first: the SPA sends both, other clients one of them. */
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
