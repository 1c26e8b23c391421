import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';

const BASE_ENV = {
  STAGE: 'test',
  PORTAL_URL: 'https://portaal.vereniging.be',
  MAIL_FROM: 'noreply@example.org',
};

/** session-cookie reads its configuration at import, as in a Lambda cold start. */
async function cookieModule(cookieSecure: 'true' | 'false') {
  vi.resetModules();
  vi.stubEnv('STAGE', BASE_ENV.STAGE);
  vi.stubEnv('PORTAL_URL', BASE_ENV.PORTAL_URL);
  vi.stubEnv('MAIL_FROM', BASE_ENV.MAIL_FROM);
  vi.stubEnv('COOKIE_SECURE', cookieSecure);
  return import('../../functions/http/session-cookie');
}

const eventWithCookies = (cookies: string[]) =>
  ({ headers: {}, cookies }) as unknown as APIGatewayProxyEventV2;
const TOKEN = 'A'.repeat(43);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the session cookie in AWS (COOKIE_SECURE=true)', () => {
  it('is a __Host- cookie: Secure, HttpOnly, SameSite=Strict, Path=/ and no Domain', async () => {
    const { sessionCookie } = await cookieModule('true');
    const now = new Date('2026-01-01T00:00:00Z');

    const cookie = sessionCookie(TOKEN, new Date(now.getTime() + 3_600_000), now);

    expect(cookie.startsWith(`__Host-vwp_session=${TOKEN};`)).toBe(true);
    expect(cookie.split('; ')).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict', 'Secure', 'Max-Age=3600']),
    );
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('reads only the __Host- cookie, not a plain one a subdomain could have planted', async () => {
    const { readSessionTokens } = await cookieModule('true');

    expect(readSessionTokens(eventWithCookies([`vwp_session=${TOKEN}`]))).toEqual([]);
    expect(readSessionTokens(eventWithCookies([`__Host-vwp_session=${TOKEN}`]))).toEqual([TOKEN]);
  });
});

describe('the session cookie under npm start (COOKIE_SECURE=false, plain http)', () => {
  it('uses the plain name without Secure, which a browser would refuse over http', async () => {
    const { clearedSessionCookie } = await cookieModule('false');

    const cookie = clearedSessionCookie();

    expect(cookie.startsWith('vwp_session=;')).toBe(true);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
  });
});
