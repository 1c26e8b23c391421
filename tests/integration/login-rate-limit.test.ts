import { generateSync } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_BACKOFF_AFTER_FAILURES,
  LOGIN_BACKOFF_MAX_SECONDS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '../../shared/constants';
import { messages } from '../../shared/messages';
import { routes } from '../../shared/routes';
import { freshWindowStart, invokeFrom } from './support/invoke';
import { ADMIN_PASSWORD, startTestPortal, type TestPortal } from './support/portal';
import { createUser } from './support/users';

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  // Remember-me: the tests move the clock by whole rate-limit windows, past any idle timeout.
  admin = await portal.logIn('admin', ADMIN_PASSWORD, true);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => portal.stop());

const login = routes.auth.login;
const signInFrom = (address: string, username: string, password: string) =>
  invokeFrom(login, address, { body: { username, password } });
const secondStepFrom = (address: string, challenge: string, code: string) =>
  invokeFrom(routes.mfa.loginMfa, address, { body: { challenge, code } });

/** The authenticator code for the server's (possibly faked) clock. */
const codeNow = (secret: string) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });

/** A volunteer who enrolled an authenticator; answers the user and the authenticator's secret. */
async function userWithAuthenticator() {
  const user = await createUser(portal, admin);
  const token = await portal.logIn(String(user.username), user.password);
  const start = await portal.call<{ manualKey: string }>('POST', '/api/auth/mfa/totp/start', { token });
  const secret = start.body.manualKey;
  const confirm = await portal.call('POST', '/api/auth/mfa/totp/confirm', {
    token,
    body: { code: codeNow(secret) },
  });
  expect(confirm.status).toBe(200);
  return { user, secret };
}

/** Fails LOGIN_BACKOFF_AFTER_FAILURES sign-ins for the username, each from an address of its own. */
async function failFromEverywhere(username: string, prefix: string) {
  for (let attempt = 0; attempt < LOGIN_BACKOFF_AFTER_FAILURES; attempt++) {
    expect((await signInFrom(`${prefix}.${attempt + 1}`, username, `fout-${attempt}`)).status).toBe(401);
  }
}

/** Starts the test in a rate-limit window of its own; `secondsLater(seconds)` moves the server's clock on. */
function startInFreshWindow() {
  const start = freshWindowStart();
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return (seconds: number) => vi.setSystemTime(start + seconds * 1000);
}

/** Each test verifies 10 to 40 deliberately slow password hashes: room for a busy machine. */
const SLOW = { timeout: 120_000 };

const statusesOf = (answers: { status: number }[]) => answers.map((answer) => answer.status);
const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe('login rate limit per username and address', () => {
  it(
    'refuses even the right password after 10 failures from one address, with a Dutch 429',
    SLOW,
    async () => {
      startInFreshWindow();
      for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt++) {
        const failure = await portal.call('POST', '/api/login', {
          body: { username: 'admin', password: `fout-${attempt}` },
        });
        expect(failure.status).toBe(401);
      }

      const blocked = await portal.call('POST', '/api/login', {
        body: { username: 'admin', password: ADMIN_PASSWORD },
      });

      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: messages.login.rateLimited, code: 'RATE_LIMITED' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.cookies).toEqual([]);
    },
  );

  it(
    'counts before it decides: of 40 parallel guesses against a limit of 10, only 10 are checked',
    SLOW,
    async () => {
      startInFreshWindow();

      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, attempt) =>
          portal.call('POST', '/api/login', { body: { username: 'doelwit', password: `gok-${attempt}` } }),
        ),
      );

      const statuses = statusesOf(answers);
      expect(count(statuses, 401)).toBe(LOGIN_MAX_FAILURES);
      expect(count(statuses, 429)).toBe(40 - LOGIN_MAX_FAILURES);
    },
  );

  it('does not lock the account out for its owner elsewhere', SLOW, async () => {
    startInFreshWindow();
    const owner = await createUser(portal, admin);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt++) {
      expect((await signInFrom('198.51.100.1', owner.username, `fout-${attempt}`)).status).toBe(401);
    }

    const attackerAgain = await signInFrom('198.51.100.1', owner.username, owner.password);
    const ownerAtHome = await signInFrom('198.51.100.2', owner.username, owner.password);

    expect(attackerAgain.status).toBe(429);
    expect(ownerAtHome.status).toBe(200);
  });

  it('stops one address trying many usernames after 30 failures', SLOW, async () => {
    startInFreshWindow();
    const spray = [];
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ADDRESS; attempt++) {
      spray.push((await signInFrom('198.51.100.3', `gebruiker-${attempt}`, 'Welkom123')).status);
    }

    const next = await signInFrom('198.51.100.3', 'nog-een-gebruiker', 'Welkom123');
    const elsewhere = await signInFrom('198.51.100.4', 'nog-een-gebruiker', 'Welkom123');

    expect(count(spray, 401)).toBe(LOGIN_MAX_FAILURES_PER_ADDRESS);
    expect(next.status).toBe(429);
    expect(elsewhere.status).toBe(401);
  });

  it('does not count successful sign-ins', SLOW, async () => {
    startInFreshWindow();
    const user = await createUser(portal, admin);

    const answers = [];
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES + 2; attempt++) {
      answers.push((await signInFrom('198.51.100.5', user.username, user.password)).status);
    }

    expect(answers.every((status) => status === 200)).toBe(true);
  });
});

describe('per-username back-off from all addresses', () => {
  it(
    'after 20 failures lets one attempt through per growing delay, and the owner still gets in',
    SLOW,
    async () => {
      const secondsLater = startInFreshWindow();
      const owner = await createUser(portal, admin);
      for (let attempt = 0; attempt < LOGIN_BACKOFF_AFTER_FAILURES; attempt++) {
        expect((await signInFrom(`203.0.113.${attempt + 1}`, owner.username, `fout-${attempt}`)).status).toBe(
          401,
        );
      }

      const firstAfterThreshold = await signInFrom('203.0.113.101', owner.username, 'fout-21');
      const rightAway = await signInFrom('203.0.113.102', owner.username, owner.password);
      secondsLater(1);
      const afterOneSecond = await signInFrom('203.0.113.103', owner.username, 'fout-22');
      secondsLater(2);
      const tooSoon = await signInFrom('203.0.113.104', owner.username, owner.password);
      secondsLater(3);
      const ownerAfterWaiting = await signInFrom('203.0.113.105', owner.username, owner.password);

      expect(firstAfterThreshold.status).toBe(401);
      expect(rightAway.status).toBe(429);
      expect(rightAway.headers['Retry-After']).toBe('1');
      expect(rightAway.body).toEqual({ message: messages.attempts.loginBackoff(1), code: 'RATE_LIMITED' });
      expect(afterOneSecond.status).toBe(401);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.headers['Retry-After']).toBe('1');
      expect(ownerAfterWaiting.status).toBe(200);
    },
  );

  it('lets only one of parallel attempts through while the back-off holds', SLOW, async () => {
    startInFreshWindow();
    const username = 'veel-gegokt';
    for (let attempt = 0; attempt < LOGIN_BACKOFF_AFTER_FAILURES; attempt++) {
      await signInFrom(`192.0.2.${attempt + 1}`, username, `fout-${attempt}`);
    }

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, attempt) => signInFrom(`192.0.2.${100 + attempt}`, username, 'gok')),
    );

    const statuses = statusesOf(answers);
    expect(count(statuses, 401)).toBe(1);
    expect(count(statuses, 429)).toBe(9);
  });

  it('never makes anyone wait longer than a minute, however many failures', SLOW, async () => {
    const secondsLater = startInFreshWindow();
    const username = 'lang-gegokt';
    await failFromEverywhere(username, '203.0.114');

    let elapsed = 0;
    const waits: number[] = [];
    for (let round = 0; round < 9; round++) {
      const letThrough = await signInFrom(`203.0.114.${100 + round * 2}`, username, 'gok');
      const heldBack = await signInFrom(`203.0.114.${101 + round * 2}`, username, 'gok');
      expect(letThrough.status).toBe(401);
      expect(heldBack.status).toBe(429);
      const wait = Number(heldBack.headers['Retry-After']);
      waits.push(wait);
      elapsed += wait;
      secondsLater(elapsed);
    }

    expect(Math.max(...waits)).toBe(LOGIN_BACKOFF_MAX_SECONDS);
    expect(waits.slice(-3)).toEqual([60, 60, 60]);
  });

  it(
    'lets an owner who passes the authenticator in while the back-off holds for the password alone',
    SLOW,
    async () => {
      const secondsLater = startInFreshWindow();
      const { user, secret } = await userWithAuthenticator();
      // The enrolment used the current code; each code is accepted once.
      secondsLater(30);
      await failFromEverywhere(String(user.username), '203.0.115');
      // The attempt the back-off lets through now: after it, the back-off holds.
      expect((await signInFrom('203.0.115.100', String(user.username), 'nog-een-gok')).status).toBe(401);
      const guesser = await signInFrom('203.0.115.101', String(user.username), 'weer-een-gok');

      const passwordStep = await signInFrom('203.0.115.102', String(user.username), user.password);
      const secondStep = await secondStepFrom(
        '203.0.115.102',
        String(passwordStep.body.challenge),
        codeNow(secret),
      );

      expect(guesser.status).toBe(401);
      expect(passwordStep.status).toBe(200);
      expect(passwordStep.body.mfaRequired).toBe(true);
      expect(secondStep.status).toBe(200);
      expect(secondStep.body.token).toEqual(expect.any(String));
    },
  );
});
