import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { genericMessages } from '../../shared/messages/generic';
import { PASSWORD_CLIENT_LIMIT, PUBLIC_CLIENT_LIMIT, routeList, routes } from '../../shared/routes';
import { freshWindowStart, invokeFrom } from './support/invoke';
import { ADMIN_PASSWORD, startTestPortal, type TestPortal } from './support/portal';

// The limits at their real size: vitest.config.ts raises them for the other files, whose every
// request comes from 127.0.0.1.
vi.hoisted(() => {
  process.env.CLIENT_LIMIT_FACTOR = '1';
});

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => portal.stop());

/** Freezes the server's clock at the start of a minute no other test of the file has used. */
function startInFreshWindow() {
  vi.useFakeTimers({ toFake: ['Date'], now: freshWindowStart() });
}

const count = (answers: { status: number }[], status: number) =>
  answers.filter((answer) => answer.status === status).length;

describe('the per-client-address limit', () => {
  it('gives a flooding address 429 with a Dutch message and Retry-After, while another address signs in', async () => {
    startInFreshWindow();
    const flood = 45;

    // Malformed sign-ins: refused by validation, after the limit counted them, without a password hash.
    const answers = [];
    // Five at a time: the count is atomic (checked by the login limits' parallel test), and a busy
    // machine's DynamoDB Local times out under dozens of parallel writes.
    for (let sent = 0; sent < flood; sent += 5) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, () =>
            invokeFrom(routes.auth.login, '198.51.100.20', { body: { username: 'overspoeld' } }),
          ),
        )),
      );
    }
    const someoneElse = await invokeFrom(routes.auth.login, '198.51.100.21', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });

    expect(count(answers, 400)).toBe(PASSWORD_CLIENT_LIMIT.requests);
    expect(count(answers, 429)).toBe(flood - PASSWORD_CLIENT_LIMIT.requests);
    const refused = answers.find((answer) => answer.status === 429);
    const retryAfter = Number(refused?.headers['Retry-After']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PASSWORD_CLIENT_LIMIT.windowSeconds);
    expect(refused?.body).toEqual({
      message: genericMessages.tooManyFromClient(retryAfter),
      code: 'RATE_LIMITED',
    });
    expect(someoneElse.status).toBe(200);
  });

  it('counts each route apart and lets the address in again in the next window', async () => {
    startInFreshWindow();
    for (let request = 0; request < PASSWORD_CLIENT_LIMIT.requests; request++) {
      await invokeFrom(routes.auth.login, '198.51.100.22', { body: {} });
    }
    const login = await invokeFrom(routes.auth.login, '198.51.100.22', { body: {} });
    const health = await invokeFrom(routes.system.health, '198.51.100.22');
    vi.setSystemTime(Date.now() + PASSWORD_CLIENT_LIMIT.windowSeconds * 1000);
    const nextWindow = await invokeFrom(routes.auth.login, '198.51.100.22', { body: {} });

    expect(login.status).toBe(429);
    expect(health.status).toBe(200);
    expect(nextWindow.status).toBe(400);
  });
});

describe('which routes it covers (from the registry)', () => {
  it('limits every public route, the password and second-factor routes tighter', () => {
    const publicRoutes = routeList.filter((route) => route.access === 'public');

    expect(publicRoutes.filter((route) => !route.clientLimit).map((route) => route.id)).toEqual([]);
    for (const route of [routes.auth.login, routes.mfa.loginMfa, routes.auth.reauthenticate]) {
      expect(route.clientLimit, route.id).toEqual(PASSWORD_CLIENT_LIMIT);
    }
    expect(routes.settings.publicSettings.clientLimit).toEqual(PUBLIC_CLIENT_LIMIT);
  });
});
