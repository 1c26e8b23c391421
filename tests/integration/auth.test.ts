import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { ADMIN_PASSWORD, startTestPortal, type TestPortal } from './support/portal';
import { readTable, snapshotTables } from './support/tables';
import { createUser } from './support/users';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.stop());

const sessionCookieOf = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith('vwp_session='));

describe('GET /api/health', () => {
  it('answers ok without a session', async () => {
    const answer = await portal.call('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });
});

describe('POST /api/login', () => {
  it('signs the admin in with a token, the user without any password, and an HttpOnly 12-hour cookie', async () => {
    const answer = await portal.call<{ token: string; user: Record<string, unknown> }>('POST', '/api/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD, rememberMe: false },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.user).toMatchObject({
      username: 'admin',
      role: 'admin',
      status: 'active',
      firstName: 'Admin',
    });
    expect(answer.text).not.toMatch(/password|argon2/i);
    const cookie = sessionCookieOf(answer.cookies);
    expect(cookie).toContain(`vwp_session=${answer.body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=43200\b/);
  });

  it("keeps a volunteer's remember-me session for 90 days (staff get 12 hours: session-timeouts)", async () => {
    const volunteer = await createUser(portal, await portal.logIn());
    const answer = await portal.call('POST', '/api/login', {
      body: {
        username: String(volunteer.username).toUpperCase(),
        password: volunteer.password,
        rememberMe: true,
      },
    });

    expect(answer.status).toBe(200);
    expect(sessionCookieOf(answer.cookies)).toMatch(/Max-Age=7776000\b/);
  });

  it('stores only a hash of the session token', async () => {
    const token = await portal.logIn();

    const sessions = await readTable(portal.resourcePrefix, 'sessions');

    expect(JSON.stringify(sessions)).not.toContain(token);
    expect(sessions.some((item) => String(item.pk).startsWith('SESSION#'))).toBe(true);
  });

  it('gives an unknown user and a wrong password the same Dutch answer', async () => {
    const wrongPassword = await portal.call('POST', '/api/login', {
      body: { username: 'admin', password: 'niet-het-wachtwoord' },
    });
    const unknownUser = await portal.call('POST', '/api/login', {
      body: { username: 'niemand', password: 'niet-het-wachtwoord' },
    });

    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body).toEqual({
      message: messages.login.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
    });
    expect(wrongPassword.cookies).toEqual([]);
  });

  it.each([
    ['no fields', {}],
    ['no password', { username: 'admin' }],
    ['an empty username', { username: '  ', password: 'x' }],
    ['a null password', { username: 'admin', password: null }],
  ])('refuses %s with the required-fields message', async (_, body) => {
    const answer = await portal.call('POST', '/api/login', { body });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Gebruikersnaam en wachtwoord zijn verplicht');
    expect(answer.body.code).toBe('VALIDATION');
  });
});

describe('GET /api/auth/me', () => {
  it('answers the user for a bearer token and for the cookie', async () => {
    const login = await portal.signIn('admin', ADMIN_PASSWORD);
    const cookie = sessionCookieOf(login.cookies ?? [])?.split(';')[0] ?? '';

    const withBearer = await portal.call('GET', '/api/auth/me', { token: String(login.body.token) });
    const withCookie = await portal.call('GET', '/api/auth/me', { cookie });

    expect(withBearer.status).toBe(200);
    expect(withBearer.body).toMatchObject({ id: 1, username: 'admin', role: 'admin' });
    expect(withCookie.status).toBe(200);
    expect(withCookie.body).toEqual(withBearer.body);
    expect(withBearer.text).not.toMatch(/password|hash/i);
  });

  it.each([
    ['no session', {}],
    ['a garbage bearer token', { token: 'garbage' }],
    ['a well-formed but unknown token', { token: 'A'.repeat(43) }],
    ['a garbage cookie', { cookie: 'vwp_session=%%%' }],
    ['a malformed authorization header', { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } }],
  ])('refuses %s with 401 and a Dutch message', async (_, options) => {
    const answer = await portal.call('GET', '/api/auth/me', options);

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: messages.generic.unauthenticated, code: 'UNAUTHENTICATED' });
  });
});

describe('POST /api/logout', () => {
  it('says a first sign-in is one (previousSignInAt null), then gives the earlier sign-in, and forgets it with the user', async () => {
    // Prepare
    const admin = await portal.logIn();
    const user = await createUser(portal, admin);
    const signIn = () =>
      portal.call<{ token: string; user: { previousSignInAt: string | null } }>('POST', '/api/login', {
        body: { username: user.username, password: user.password },
      });

    // Act
    const first = await signIn();
    const firstMe = await portal.call('GET', '/api/auth/me', { token: first.body.token });
    const second = await signIn();
    const secondMe = await portal.call('GET', '/api/auth/me', { token: second.body.token });

    // Assess: both the sign-in answer and /api/auth/me say it, for the session they belong to
    expect(first.body.user.previousSignInAt).toBeNull();
    expect(firstMe.body.previousSignInAt).toBeNull();
    expect(second.body.user.previousSignInAt).toEqual(expect.any(String));
    expect(secondMe.body.previousSignInAt).toBe(second.body.user.previousSignInAt);
    expect(Date.parse(String(second.body.user.previousSignInAt))).not.toBeNaN();

    // Act: the user is deleted
    const removed = await portal.call('DELETE', `/api/users/${user.id}`, { token: admin });

    // Assess: nothing of their sign-ins stays behind
    expect(removed.status).toBe(200);
    const sessions = await readTable(portal.resourcePrefix, 'sessions');
    expect(sessions.filter((item) => String(item.gsi1pk) === `USER#${user.id}`)).toEqual([]);
  });

  it('revokes the session server-side, so the same token is refused afterwards', async () => {
    const token = await portal.logIn();

    const logout = await portal.call('POST', '/api/logout', { token });
    const after = await portal.call('GET', '/api/auth/me', { token });
    const secondLogout = await portal.call('POST', '/api/logout', { token });

    expect(logout.status).toBe(200);
    expect(sessionCookieOf(logout.cookies)).toMatch(/Max-Age=0/);
    expect(after.status).toBe(401);
    expect(secondLogout.status).toBe(401);
  });

  it('ends only the session it was called with', async () => {
    const first = await portal.logIn();
    const second = await portal.logIn();

    await portal.call('POST', '/api/logout', { token: first });

    expect((await portal.call('GET', '/api/auth/me', { token: second })).status).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    [
      'malformed JSON',
      { rawBody: '{"username": "admin",', headers: { 'content-type': 'application/json' } },
      400,
      'INVALID_JSON',
    ],
    ['a wrong type', { body: { username: 42, password: ['x'] } }, 400, 'VALIDATION'],
    ['an unknown field', { body: { username: 'admin', password: 'x', isAdmin: true } }, 400, 'VALIDATION'],
    [
      'a prototype-pollution key',
      {
        rawBody: '{"username":"a","password":"b","__proto__":{"role":"admin"}}',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'VALIDATION',
    ],
    [
      'a text body',
      { rawBody: 'username=admin', headers: { 'content-type': 'text/plain' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'an oversized body',
      { body: { username: 'admin', password: 'x'.repeat(300_000) } },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    ['a JSON array', { body: [1, 2, 3] }, 400, 'VALIDATION'],
    ['JSON null', { rawBody: 'null', headers: { 'content-type': 'application/json' } }, 400, 'VALIDATION'],
  ])('answers %s with a Dutch 4xx and writes nothing', async (_, options, status, code) => {
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await portal.call('POST', '/api/login', options);

    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(typeof answer.body.message).toBe('string');
    expect(answer.text).not.toMatch(/at \w+ \(|node_modules|Error:/);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });

  it('refuses a query string on a route that takes none', async () => {
    const answer = await portal.call('GET', '/api/health?debug=1');

    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION');
  });

  it('answers an unknown API route with a Dutch 404', async () => {
    const answer = await portal.call('GET', '/api/bestaat-niet');

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: messages.generic.routeNotFound, code: 'NOT_FOUND' });
  });
});

describe("the signed-in user's own view", () => {
  it('leaves notes, IBAN, address and phone out of the login answer and /api/auth/me; the profile route has IBAN and address', async () => {
    const volunteer = await createUser(portal, await portal.logIn(), {
      notes: 'Interne notitie van de coördinator',
      bankAccount: 'BE68539007547034',
      address: 'Kerkstraat 1, 9000 Gent',
      phone: '0470 12 34 56',
    });
    const login = await portal.call<{ token: string; user: Record<string, unknown> }>('POST', '/api/login', {
      body: { username: volunteer.username, password: volunteer.password },
    });
    const token = login.body.token;

    const me = await portal.call<Record<string, unknown>>('GET', '/api/auth/me', { token });
    const profile = await portal.call<Record<string, unknown>>('GET', '/api/auth/profile', { token });

    for (const user of [login.body.user, me.body]) {
      expect(Object.keys(user).sort()).toEqual(
        [
          'customType',
          'email',
          'enrolmentRequired',
          'firstName',
          'id',
          'lastName',
          'previousSignInAt',
          'role',
          'status',
          'type',
          'username',
        ].sort(),
      );
    }
    for (const text of [login.text, me.text]) {
      expect(text).not.toContain('Interne notitie');
      expect(text).not.toContain('BE68');
      expect(text).not.toContain('Kerkstraat');
    }
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      id: volunteer.id,
      bankAccount: 'BE68539007547034',
      address: 'Kerkstraat 1, 9000 Gent',
      phone: '0470 12 34 56',
    });
    expect(profile.text).not.toContain('Interne notitie');
  });
});
