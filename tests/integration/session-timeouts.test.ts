import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import type { User } from '../../shared/schemas/users';
import { ADMIN_PASSWORD, startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { createUser, signedInUser } from './support/users';

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => portal.stop());

const MINUTE = 60_000;

/**
 * The server runs in this process, so its clock is this one: each test starts the clock at a moment
 * of its own and moves it to `at(minutes)` after that start, timers untouched.
 */
function startClock() {
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return (minutes: number) => vi.setSystemTime(start + minutes * MINUTE);
}

const me = (token: string) => portal.call('GET', '/api/auth/me', { token });
const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

async function storedSession(token: string) {
  const sessions = await readTable(portal.resourcePrefix, 'sessions');
  return sessions.find((item) => item.pk === `SESSION#${tokenHash(token)}`);
}

const reauthRequired = {
  message: messages.session.reauthenticationRequired,
  code: 'REAUTH_REQUIRED',
};

describe('remember-me for people who must use a second factor', () => {
  it('gives an admin at most 12 hours with remember-me, while a volunteer keeps 90 days', async () => {
    const at = startClock();
    const adminToken = await portal.logIn('admin', ADMIN_PASSWORD, true);
    const volunteer = await createUser(portal, admin);
    const volunteerToken = await portal.logIn(String(volunteer.username), volunteer.password, true);
    const adminSession = await storedSession(adminToken);

    at(11 * 60 + 50);
    const adminBeforeTwelveHours = await me(adminToken);
    at(12 * 60 + 1);
    const adminAfterTwelveHours = await me(adminToken);
    const volunteerAfterTwelveHours = await me(volunteerToken);
    at(89 * 24 * 60);
    const volunteerAfterEightyNineDays = await me(volunteerToken);

    expect(adminSession?.rememberMe).toBe(true);
    expect(Date.parse(String(adminSession?.expiresAt)) - Date.parse(String(adminSession?.createdAt))).toBe(
      12 * 60 * MINUTE,
    );
    expect(adminBeforeTwelveHours.status).toBe(200);
    expect(adminAfterTwelveHours.status).toBe(401);
    expect(volunteerAfterTwelveHours.status).toBe(200);
    expect(volunteerAfterEightyNineDays.status).toBe(200);
  });

  it('sets the cookie of a staff member with remember-me to 12 hours', async () => {
    const member = await createUser(portal, admin, { role: 'bestuurder' });
    await portal.logIn(String(member.username), member.password);

    const answer = await portal.signIn(String(member.username), member.password, true);
    const cookie = answer.cookies?.find((value) => value.startsWith('vwp_session=')) ?? '';

    expect(answer.status).toBe(200);
    expect(cookie).toMatch(/Max-Age=43200(;|$)/);
  });
});

describe('idle timeout', () => {
  it('ends a session without remember-me after 30 minutes without a request', async () => {
    const at = startClock();
    const token = await portal.logIn();

    at(29);
    const afterTwentyNine = await me(token);
    at(58);
    const activeAnHourLong = await me(token);
    at(88.5);
    const afterThirtyIdle = await me(token);

    expect(afterTwentyNine.status).toBe(200);
    expect(activeAnHourLong.status).toBe(200);
    expect(afterThirtyIdle.status).toBe(401);
    expect(afterThirtyIdle.body).toEqual({
      message: messages.generic.unauthenticated,
      code: 'UNAUTHENTICATED',
    });
  });

  it('keeps a remember-me session through hours without a request', async () => {
    const at = startClock();
    const token = await portal.logIn('admin', ADMIN_PASSWORD, true);

    at(180);

    expect((await me(token)).status).toBe(200);
  });

  it('still ends an active session 12 hours after sign-in', async () => {
    const at = startClock();
    const token = await portal.logIn();

    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      at(minutes);
      expect((await me(token)).status, `after ${minutes} minutes`).toBe(200);
    }
    at(12 * 60 + 1);

    expect((await me(token)).status).toBe(401);
  });

  it('stamps lastSeenAt at most once a minute, so most requests write nothing', async () => {
    const at = startClock();
    const token = await portal.logIn();
    const signedInAt = (await storedSession(token))?.lastSeenAt;

    at(0.5);
    await Promise.all([me(token), me(token), me(token)]);
    const halfAMinuteLater = (await storedSession(token))?.lastSeenAt;
    at(1.1);
    await Promise.all([me(token), me(token), me(token)]);
    const aMinuteLater = (await storedSession(token))?.lastSeenAt;

    expect(halfAMinuteLater).toBe(signedInAt);
    expect(aMinuteLater).toBe(new Date(Date.now()).toISOString());
  });

  it('lets exactly one of parallel requests write the stamp (conditional write)', async () => {
    const token = await portal.logIn();
    const { touchSession } = await import('../../functions/repositories/sessions');
    const now = new Date(Date.now() + 2 * MINUTE);
    const staleBefore = new Date(now.getTime() - MINUTE + 1).toISOString();

    const written = await Promise.all(
      Array.from({ length: 10 }, () => touchSession(tokenHash(token), now.toISOString(), staleBefore)),
    );

    expect(written.filter(Boolean)).toHaveLength(1);
  });
});

describe('re-authentication for sensitive actions', () => {
  const readRrn = (token: string, userId: number) =>
    portal.call('POST', `/api/users/${userId}/rijksregisternummer`, { token });
  const reauthenticate = (token: string, password: string) =>
    portal.call<{ message: string; validUntil: string }>('POST', '/api/auth/reauthenticate', {
      token,
      body: { password },
    });

  it('opens the full RRN for 5 minutes after sign-in or after the password is confirmed again', async () => {
    const at = startClock();
    const volunteer = await createUser(portal, admin, { rijksregisterNummer: '85073003328' });
    const token = await portal.logIn();

    at(4);
    const soonAfterSignIn = await readRrn(token, volunteer.id);
    at(6);
    const later = await readRrn(token, volunteer.id);
    const wrongPassword = await reauthenticate(token, 'niet-het-wachtwoord');
    const confirmed = await reauthenticate(token, ADMIN_PASSWORD);
    const confirmedAt = Date.now();
    const afterConfirmation = await readRrn(token, volunteer.id);
    at(12);
    const confirmationExpired = await readRrn(token, volunteer.id);

    expect(soonAfterSignIn.body).toEqual({ rijksregisterNummer: '85.07.30-033.28' });
    expect(later.status).toBe(403);
    expect(later.body).toEqual(reauthRequired);
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe(messages.session.wrongPassword);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      message: messages.session.reauthenticated,
      validUntil: new Date(confirmedAt + 5 * MINUTE).toISOString(),
    });
    expect(afterConfirmation.body).toEqual({ rijksregisterNummer: '85.07.30-033.28' });
    expect(confirmationExpired.body).toEqual(reauthRequired);
  });

  it('asks again before one changes one’s own password or e-mail, not someone else’s', async () => {
    const at = startClock();
    const { user: self, token } = await signedInUser(portal, admin, { role: 'admin' });
    const colleague = await createUser(portal, admin);
    const ownFields = {
      username: self.username,
      firstName: self.firstName,
      lastName: self.lastName,
      email: self.email,
    };

    at(6);
    const ownPassword = await portal.call('POST', `/api/users/${self.id}/change-password`, {
      token,
      body: { newPassword: 'Nieuw-Wachtwoord-2026' },
    });
    const ownEmail = await portal.call('PUT', `/api/users/${self.id}`, {
      token,
      body: { ...ownFields, email: `nieuw.${self.email}` },
    });
    const ownName = await portal.call<User>('PUT', `/api/users/${self.id}`, {
      token,
      body: { ...ownFields, firstName: 'Anneleen' },
    });
    const colleaguePassword = await portal.call('POST', `/api/users/${colleague.id}/change-password`, {
      token,
      body: { newPassword: 'Nieuw-Wachtwoord-2026' },
    });
    await reauthenticate(token, self.password);
    const ownEmailConfirmed = await portal.call<User>('PUT', `/api/users/${self.id}`, {
      token,
      body: { ...ownFields, firstName: 'Anneleen', email: `nieuw.${self.email}` },
    });

    expect(ownPassword.body).toEqual(reauthRequired);
    expect(ownEmail.body).toEqual(reauthRequired);
    expect(ownName.status).toBe(200);
    expect(colleaguePassword.status).toBe(200);
    expect(ownEmailConfirmed.status).toBe(200);
    expect(ownEmailConfirmed.body.email).toBe(`nieuw.${self.email}`);
  });

  it('ends the session after five wrong passwords, so a stolen session cannot guess on', async () => {
    const { token } = await signedInUser(portal, admin, { role: 'admin' });

    const wrong = [];
    for (let attempt = 0; attempt < 5; attempt++)
      wrong.push((await reauthenticate(token, `fout-${attempt}`)).status);
    const sixth = await reauthenticate(token, `fout-zes`);

    expect(wrong).toEqual([400, 400, 400, 400, 400]);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(messages.attempts.tooManyPasswordConfirmations);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await me(token)).status).toBe(401);
  });
});
