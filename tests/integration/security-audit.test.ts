import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinkParts } from './support/mailbox';
import { startTestPortal, type TestPortal } from './support/portal';
import { createUser, signedInUser } from './support/users';

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

type Entry = {
  action: string;
  actorName: string | null;
  targetId: number;
  targetName: string | null;
  changes: { field: string; after: string | null }[];
};

async function auditOf(action: string) {
  const answer = await portal.call<{ items: Entry[] }>('GET', `/api/audit?action=${action}&limit=200`, {
    token: admin,
  });
  expect(answer.status).toBe(200);
  return answer.body.items;
}

const changeOf = (entry: Entry | undefined, field: string) =>
  entry?.changes.find((change) => change.field === field)?.after;

describe('the audit trail of sign-ins and second factors', () => {
  it('records every sign-in with the username, the client address and the result', async () => {
    const volunteer = await createUser(portal, admin);
    const username = String(volunteer.username);

    await portal.call('POST', '/api/login', { body: { username, password: 'niet-het-wachtwoord' } });
    await portal.call('POST', '/api/login', { body: { username: 'niemand-hier', password: 'x' } });
    await portal.logIn(username, volunteer.password);
    const entries = await auditOf('sign-in');

    const mine = entries.filter((entry) => entry.targetName === username);
    const unknown = entries.find((entry) => entry.targetName === 'niemand-hier');
    expect(mine.map((entry) => changeOf(entry, 'result')).sort()).toEqual(['signed-in', 'wrong-credentials']);
    expect(mine.every((entry) => entry.targetId === volunteer.id)).toBe(true);
    expect(
      mine.every((entry) =>
        /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/.test(String(changeOf(entry, 'clientAddress'))),
      ),
    ).toBe(true);
    expect(mine.find((entry) => changeOf(entry, 'result') === 'signed-in')?.actorName).toBe(username);
    expect(unknown).toMatchObject({ targetId: 0, actorName: null });
    expect(changeOf(unknown, 'result')).toBe('wrong-credentials');
  });

  it('records a staff sign-in that asks for the second step, and a failed second step', async () => {
    const { user } = await signedInUser(portal, admin, { role: 'coordinator' });
    const username = String(user.username);
    const challenge = await portal.call<{ challenge: string }>('POST', '/api/login', {
      body: { username, password: user.password },
    });

    await portal.call('POST', '/api/login/mfa', {
      body: { challenge: challenge.body.challenge, code: '000000' },
    });
    const asked = (await auditOf('sign-in')).filter((entry) => entry.targetName === username);
    const failed = (await auditOf('second-step-failed')).filter((entry) => entry.targetName === username);

    expect(asked.map((entry) => changeOf(entry, 'result'))).toContain('second-step-asked');
    expect(failed).toHaveLength(1);
    expect(changeOf(failed[0], 'clientAddress')).toBeTruthy();
  });

  it('records every change of a second factor: an app set up, a passkey added and removed', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const start = await portal.call<{ manualKey: string }>('POST', '/api/auth/mfa/totp/start', { token });
    await portal.call('POST', '/api/auth/mfa/totp/confirm', {
      token,
      body: { code: generateSync({ secret: start.body.manualKey }) },
    });
    const { user: member } = await signedInUser(portal, admin, { role: 'bestuurslid' });
    const memberToken = await portal.logIn(String(member.username), member.password);
    const passkeys = await portal.call<{ passkeys: { id: string }[] }>('GET', '/api/auth/mfa', {
      token: memberToken,
    });
    await portal.call('DELETE', `/api/auth/mfa/passkeys/${passkeys.body.passkeys[0]?.id}`, {
      token: memberToken,
    });

    const enrolled = await auditOf('second-factor-enrolled');
    const added = await auditOf('passkey-added');
    const removed = await auditOf('passkey-removed');

    expect(enrolled.filter((entry) => entry.targetId === user.id)).toHaveLength(1);
    expect(added.filter((entry) => entry.targetId === member.id)).toHaveLength(1);
    expect(removed.filter((entry) => entry.targetId === member.id)).toEqual([
      expect.objectContaining({ actorName: member.username }),
    ]);
  });

  it('records a password chosen with a reset link', async () => {
    const volunteer = await createUser(portal, admin);
    const generated = await portal.call<{ resetLink: string }>(
      'POST',
      `/api/generate-reset-link/${volunteer.id}`,
      { token: admin },
    );
    const { userId, token } = accountLinkParts(generated.body.resetLink);

    const reset = await portal.call('POST', '/api/reset-password', {
      body: { userId, token, newPassword: 'Herfst-Blad-Valt-9' },
    });
    const entries = await auditOf('password-reset');

    expect(reset.status).toBe(200);
    expect(entries.filter((entry) => entry.targetId === volunteer.id)).toEqual([
      expect.objectContaining({ actorName: volunteer.username }),
    ]);
  });
});
