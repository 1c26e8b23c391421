import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { createUser, signedInUser } from './support/users';

/**
 * Issue 38, item 13 (on the same road): a manager's reset link for themself needs the password proven
 * like changing it directly, and a second factor is reset only where the user-management rule allows.
 */

type ResetModule = typeof import('../../functions/services/auth/reset-second-factor');

let portal: TestPortal;
let admin: string;
let resetSecondFactorOf: ResetModule['resetSecondFactorOf'];

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  ({ resetSecondFactorOf } = await import('../../functions/services/auth/reset-second-factor'));
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => portal.stop());

/** Moves the server's clock (it runs in this process) forward without touching timers. */
const advanceClock = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });

async function resetTokensOf(userId: number) {
  return (await readTable(portal.resourcePrefix, 'sessions')).filter(
    (item) => String(item.pk).startsWith('TOKEN#') && item.kind === 'reset' && item.userId === userId,
  );
}

describe('a reset link a manager makes for themself', () => {
  it('needs the password confirmed in the last 5 minutes, which a link for someone else does not', async () => {
    // Prepare
    const { user: coordinator, token } = await signedInUser(portal, admin, { role: 'coordinator' });
    const volunteer = await createUser(portal, admin);
    advanceClock(6 * 60_000);

    // Act
    const own = await portal.call('POST', `/api/generate-reset-link/${coordinator.id}`, { token });
    const forVolunteer = await portal.call('POST', `/api/generate-reset-link/${volunteer.id}`, { token });
    const confirmed = await portal.call('POST', '/api/auth/reauthenticate', {
      token,
      body: { password: coordinator.password },
    });
    const ownAfterConfirming = await portal.call('POST', `/api/generate-reset-link/${coordinator.id}`, {
      token,
    });

    // Assess
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('REAUTH_REQUIRED');
    expect(forVolunteer.status).toBe(200);
    expect(confirmed.status).toBe(200);
    expect(ownAfterConfirming.status).toBe(200);
    expect(await resetTokensOf(coordinator.id)).toHaveLength(1);
  });
});

describe('resetting a second factor', () => {
  it('follows the user-management rule: a manager without more rights than the user is refused', async () => {
    // Prepare: a bestuurslid with a passkey, and a coordinator (peers in rights are not below each other)
    const { user: member, token: memberToken } = await signedInUser(portal, admin, { role: 'bestuurslid' });
    const { user: coordinator } = await signedInUser(portal, admin, { role: 'coordinator' });
    const now = new Date();
    const actor = {
      id: coordinator.id,
      username: String(coordinator.username),
      role: 'coordinator' as const,
      type: null,
      tokenHash: 'niet-gebruikt',
      authenticatedAt: now.toISOString(),
      previousSignInAt: null,
      enrolmentRequired: false,
    };

    // Act
    const refusal = await resetSecondFactorOf(actor, member.id, now).then(
      () => null,
      (error: { code?: string }) => error,
    );
    const factors = await portal.call<{ passkeys: unknown[] }>('GET', '/api/auth/mfa', {
      token: memberToken,
    });

    // Assess
    expect(refusal?.code).toBe('FORBIDDEN');
    expect(factors.status).toBe(200);
    expect(factors.body.passkeys).toHaveLength(1);
  });
});
