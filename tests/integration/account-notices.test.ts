import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxMessage } from '../../infra/local/services';
import { accountNoticeMessages } from '../../shared/messages/account-notices';
import { accountLinkParts, mailsTo } from './support/mailbox';
import { startTestPortal, type TestPortal } from './support/portal';
import { createUser, signedInUser, volunteerFields } from './support/users';

/**
 * Issue 38, item 13: whoever's password, e-mail address or second factor changes is told by mail (an
 * address change at the old and the new address), in a short formal-Dutch mail with no secret in it.
 */

const m = accountNoticeMessages.accountNotices;
let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

/** The notices (by subject) an address got once the background work is done. */
async function noticesTo(address: string, subject: string) {
  await portal.workDone();
  return (await mailsTo(portal.mailboxUrl, address)).filter((mail) => mail.subject === subject);
}

/** A notice never carries a password, a token or a link other than the sign-in page. */
function expectNoSecretIn(mail: MailboxMessage | undefined, ...secrets: string[]) {
  const body = `${mail?.body.text ?? ''}\n${mail?.body.html ?? ''}`;
  for (const secret of secrets) expect(body).not.toContain(secret);
  const links = [...body.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => new URL(match[0]));
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.pathname).toBe('/login');
    expect(`${link.search}${link.hash}`).toBe('');
  }
}

describe('a changed password', () => {
  it('is told to the user when a manager sets it, without the password', async () => {
    // Prepare
    const user = await createUser(portal, admin, { firstName: 'Lotte' });
    const newPassword = 'Gezet-Door-Beheer-27';

    // Act
    const changed = await portal.call('POST', `/api/users/${user.id}/change-password`, {
      token: admin,
      body: { newPassword },
    });

    // Assess
    expect(changed.status).toBe(200);
    const [notice, ...more] = await noticesTo(String(user.email), m.subjects.password);
    expect(more).toEqual([]);
    expect(notice?.body.text).toContain('Beste Lotte,');
    expect(notice?.body.text).toContain(m.sentences.password);
    expect(notice?.body.text).toMatch(/op \d{2}-\d{2}-\d{4} om \d{2}:\d{2}\./);
    expect(notice?.body.text).toContain(m.wasItYou);
    expectNoSecretIn(notice, newPassword);
  });

  it('is told to the user who chose it with a reset link, without the link’s token', async () => {
    // Prepare
    const user = await createUser(portal, admin);
    const generated = await portal.call<{ resetLink: string }>(
      'POST',
      `/api/generate-reset-link/${user.id}`,
      {
        token: admin,
      },
    );
    const link = accountLinkParts(generated.body.resetLink);

    // Act
    const reset = await portal.call('POST', '/api/reset-password', {
      body: { ...link, newPassword: 'Herfst-Blad-Valt-9' },
    });

    // Assess
    expect(reset.status).toBe(200);
    const notices = await noticesTo(String(user.email), m.subjects.password);
    expect(notices).toHaveLength(1);
    expectNoSecretIn(notices[0], link.token, 'Herfst-Blad-Valt-9');
  });

  it('is told when it changes in a profile edit, and an edit that changes neither sends nothing', async () => {
    // Prepare
    const user = await createUser(portal, admin);
    const edit = (changes: Record<string, unknown>) =>
      portal.call('PUT', `/api/users/${user.id}`, {
        token: admin,
        body: { ...volunteerFields(), username: user.username, email: user.email, password: '', ...changes },
      });

    // Act
    const phoneOnly = await edit({ phone: '0470 12 34 56' });
    const afterPhone = await noticesTo(String(user.email), m.subjects.password);
    const withPassword = await edit({ password: 'Via-Profiel-Gezet-31' });

    // Assess
    expect(phoneOnly.status).toBe(200);
    expect(afterPhone).toEqual([]);
    expect(withPassword.status).toBe(200);
    expect(await noticesTo(String(user.email), m.subjects.password)).toHaveLength(1);
    expect(await noticesTo(String(user.email), m.subjects['email-old-address'])).toEqual([]);
  });
});

describe('a changed e-mail address', () => {
  it('is told at the old address and at the new one', async () => {
    // Prepare
    const user = await createUser(portal, admin, { firstName: 'Mira' });
    const oldAddress = String(user.email);
    const newAddress = `nieuw.${user.id}.${Date.now()}@example.org`;

    // Act
    const changed = await portal.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: {
        ...volunteerFields({ firstName: 'Mira' }),
        username: user.username,
        email: newAddress,
        password: '',
      },
    });

    // Assess
    expect(changed.status).toBe(200);
    const atOld = await noticesTo(oldAddress, m.subjects['email-old-address']);
    const atNew = await noticesTo(newAddress, m.subjects['email-new-address']);
    expect(atOld).toHaveLength(1);
    expect(atNew).toHaveLength(1);
    expect(atOld[0]?.body.text).toContain(m.sentences['email-old-address']);
    expect(atNew[0]?.body.text).toContain(m.sentences['email-new-address']);
    expect(atOld[0]?.body.text).toContain('Beste Mira,');
    expectNoSecretIn(atOld[0]);
    expectNoSecretIn(atNew[0]);
    expect(await mailsTo(portal.mailboxUrl, oldAddress)).toHaveLength(1);
  });
});

describe('a changed second factor', () => {
  it('is told when an authenticator app is set up (with new recovery codes), without the codes', async () => {
    // Prepare
    const { user, token } = await signedInUser(portal, admin);
    const start = await portal.call<{ manualKey: string }>('POST', '/api/auth/mfa/totp/start', { token });

    // Act
    const confirmed = await portal.call<{ recoveryCodes: string[] }>('POST', '/api/auth/mfa/totp/confirm', {
      token,
      body: { code: generateSync({ secret: start.body.manualKey }) },
    });

    // Assess
    expect(confirmed.status).toBe(200);
    const notices = await noticesTo(String(user.email), m.subjects['authenticator-set-up']);
    expect(notices).toHaveLength(1);
    expectNoSecretIn(notices[0], start.body.manualKey, ...confirmed.body.recoveryCodes);
  });

  it('is told when a passkey is added and when one is removed', async () => {
    // Prepare: a bestuurslid's first sign-in adds the test's passkey.
    const { user: member, token } = await signedInUser(portal, admin, { role: 'bestuurslid' });
    const added = await noticesTo(String(member.email), m.subjects['passkey-added']);
    const passkeys = await portal.call<{ passkeys: { id: string }[] }>('GET', '/api/auth/mfa', { token });

    // Act
    const removed = await portal.call('DELETE', `/api/auth/mfa/passkeys/${passkeys.body.passkeys[0]?.id}`, {
      token,
    });

    // Assess
    expect(added).toHaveLength(1);
    expect(removed.status).toBe(200);
    const notices = await noticesTo(String(member.email), m.subjects['passkey-removed']);
    expect(notices).toHaveLength(1);
    expectNoSecretIn(notices[0], String(passkeys.body.passkeys[0]?.id));
  });

  it('is told when a manager resets it', async () => {
    // Prepare
    const { user: member } = await signedInUser(portal, admin, { role: 'bestuurslid' });

    // Act
    const reset = await portal.call('POST', `/api/users/${member.id}/mfa/reset`, { token: admin });

    // Assess
    expect(reset.status).toBe(200);
    const notices = await noticesTo(String(member.email), m.subjects['second-factor-reset']);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body.text).toContain(m.sentences['second-factor-reset']);
    expectNoSecretIn(notices[0]);
  });
});
