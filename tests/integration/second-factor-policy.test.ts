import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../shared/messages/auth';
import { settingsMessages } from '../../shared/messages/settings';
import { ADMIN_PASSWORD, startTestPortal, type TestPortal } from './support/portal';
import { createUser } from './support/users';

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

type SessionAnswer = { token?: string; user?: { enrolmentRequired: boolean }; mfaRequired?: boolean };
const passwordOnly = (username: string, password: string) =>
  portal.call<SessionAnswer>('POST', '/api/login', { body: { username, password } });

describe('the default second-factor policy', () => {
  it('makes every staff role enrol before anything else, and lets a volunteer in with a password', async () => {
    const answers: Record<string, { enrolmentRequired?: boolean; families: number }> = {};
    for (const role of ['coordinator', 'bestuurslid', 'bestuurder', 'dagelijks_bestuurder', 'vrijwilliger']) {
      const user = await createUser(portal, admin, { role });
      const signedIn = await passwordOnly(String(user.username), user.password);
      const families = await portal.call('GET', '/api/families', { token: signedIn.body.token });
      answers[role] = { enrolmentRequired: signedIn.body.user?.enrolmentRequired, families: families.status };
    }

    expect(answers).toEqual({
      coordinator: { enrolmentRequired: true, families: 403 },
      bestuurslid: { enrolmentRequired: true, families: 403 },
      bestuurder: { enrolmentRequired: true, families: 403 },
      dagelijks_bestuurder: { enrolmentRequired: true, families: 403 },
      vrijwilliger: { enrolmentRequired: false, families: 200 },
    });
  });

  it('asks a coordinator with a passkey for the second step instead of opening a session', async () => {
    const user = await createUser(portal, admin, { role: 'coordinator' });
    await portal.logIn(String(user.username), user.password);

    const next = await passwordOnly(String(user.username), user.password);

    expect(next.body.mfaRequired).toBe(true);
    expect(next.body.token).toBeUndefined();
  });
});

describe('changing the policy', () => {
  const put = (value: unknown, token = admin) =>
    portal.call<{ value: string | null; message: string; code?: string }>(
      'PUT',
      '/api/settings/secondFactorRoles',
      { token, body: { value } },
    );

  it('needs the password proven in the last 5 minutes, and is audited', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const token = await portal.logIn();
    vi.setSystemTime(start + 6 * 60_000);

    const stale = await put(['admin', 'coordinator', 'bestuurslid'], token);
    const confirmed = await portal.call('POST', '/api/auth/reauthenticate', {
      token,
      body: { password: ADMIN_PASSWORD },
    });
    const saved = await put(['admin', 'coordinator', 'bestuurslid'], token);
    const audit = await portal.call<{ items: { action: string; changes: { field: string }[] }[] }>(
      'GET',
      '/api/audit?action=setting-updated',
      { token },
    );
    await put(null, token);

    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({
      code: 'REAUTH_REQUIRED',
      message: authMessages.session.reauthenticationRequired,
    });
    expect(confirmed.status).toBe(200);
    expect(saved.status).toBe(200);
    expect(saved.body.value).toBe('["admin","coordinator","bestuurslid"]');
    expect(audit.body.items.some((item) => item.changes.some((c) => c.field === 'secondFactorRoles'))).toBe(
      true,
    );
  });

  it('never drops admin: a list without admin is refused and admins keep their second step', async () => {
    const refused = await put(['coordinator']);
    const empty = await put([]);
    const next = await passwordOnly('admin', ADMIN_PASSWORD);

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(settingsMessages.settings.secondFactorAdmin);
    expect(empty.status).toBe(400);
    expect(next.body.mfaRequired).toBe(true);
  });
});

describe('a policy that names admin alone', () => {
  it('lets a coordinator in with a password (they may still opt in), while admins keep their second step', async () => {
    const user = await createUser(portal, admin, { role: 'coordinator' });
    const set = await portal.call('PUT', '/api/settings/secondFactorRoles', {
      token: admin,
      body: { value: ['admin'] },
    });
    const coordinator = await passwordOnly(String(user.username), user.password);
    const adminAnswer = await passwordOnly('admin', ADMIN_PASSWORD);
    await portal.call('PUT', '/api/settings/secondFactorRoles', { token: admin, body: { value: null } });

    expect(set.status).toBe(200);
    expect(coordinator.body.user?.enrolmentRequired).toBe(false);
    expect(adminAnswer.body.mfaRequired).toBe(true);
  });
});
