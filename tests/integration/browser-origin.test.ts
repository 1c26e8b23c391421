import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { User } from '../../shared/schemas/users';
import { ADMIN_PASSWORD, startTestPortal, type TestPortal } from './support/portal';
import { snapshotTables } from './support/tables';
import { volunteerFields } from './support/users';

let portal: TestPortal;
/** The session cookie as the browser would send it back. */
let cookie: string;

const EVIL_ORIGIN = 'https://evil.example';

beforeAll(async () => {
  portal = await startTestPortal();
  // The admin signs in with the second step (a passkey), as the policy wants.
  const login = await portal.signIn('admin', ADMIN_PASSWORD);
  cookie = login.cookies?.find((value) => value.startsWith('vwp_session='))?.split(';')[0] ?? '';
});
afterAll(() => portal.stop());

const crossOriginRefusal = { message: messages.session.crossOrigin, code: 'CROSS_ORIGIN' };

describe('state-changing requests from a browser (CSRF)', () => {
  it('refuses a cross-origin POST that carries the session cookie, and writes nothing', async () => {
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await portal.call('POST', '/api/users', {
      cookie,
      body: volunteerFields(),
      headers: { origin: EVIL_ORIGIN, 'sec-fetch-site': 'cross-site' },
    });

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(crossOriginRefusal);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });

  it('accepts the same request from the portal’s own origin', async () => {
    const answer = await portal.call<User>('POST', '/api/users', {
      cookie,
      body: volunteerFields(),
      headers: { origin: portal.url, 'sec-fetch-site': 'same-origin' },
    });

    expect(answer.status).toBe(201);
  });

  it.each([
    ['PUT', '/api/users/1'],
    ['DELETE', '/api/users/1'],
    ['POST', '/api/logout'],
  ])('refuses a cross-origin %s %s before it looks at anything', async (method, path) => {
    const answer = await portal.call(method, path, { cookie, headers: { origin: EVIL_ORIGIN } });

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(crossOriginRefusal);
    expect((await portal.call('GET', '/api/auth/me', { cookie })).status).toBe(200);
  });

  it('refuses a request the browser marks as cross-site even without Origin', async () => {
    const answer = await portal.call('POST', '/api/logout', {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });

    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('CROSS_ORIGIN');
  });

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const answer = await portal.call('POST', '/api/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
      headers: { origin: EVIL_ORIGIN },
    });

    expect(answer.status).toBe(403);
    expect(answer.cookies).toEqual([]);
  });

  it('keeps the public registration form working from the portal’s own /registration page', async () => {
    const registration = {
      parentName: 'Sofie Janssens',
      childName: 'Lotte',
      childAge: 12,
      school: 'Atheneum Zuid',
      grade: '1ste middelbaar',
      phone: '0486 55 44 33',
      email: 'sofie.janssens@example.org',
      address: 'Lindenlaan 7, 3000 Leuven',
      notes: 'Hulp nodig bij: Frans',
      guardianConsent: true,
    };

    const fromPortal = await portal.call('POST', '/api/public/family-registration', {
      body: registration,
      headers: { origin: portal.url, referer: `${portal.url}/registration` },
    });
    const fromElsewhere = await portal.call('POST', '/api/public/family-registration', {
      body: registration,
      headers: { origin: EVIL_ORIGIN },
    });

    expect(fromPortal.status).toBe(200);
    expect(fromElsewhere.status).toBe(403);
  });

  it('lets an API client with a bearer token and no Origin through', async () => {
    const token = await portal.logIn();

    const answer = await portal.call<User>('POST', '/api/users', { token, body: volunteerFields() });

    expect(answer.status).toBe(201);
  });

  it('answers a GET from another origin as usual: it changes nothing, and without CORS the page cannot read it', async () => {
    const answer = await portal.call('GET', '/api/auth/me', { cookie, headers: { origin: EVIL_ORIGIN } });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
