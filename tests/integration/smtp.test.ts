import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REAUTHENTICATION_MINUTES } from '../../shared/constants';
import { authMessages } from '../../shared/messages/auth';
import { settingsMessages } from '../../shared/messages/settings';
import { ADMIN_PASSWORD, startTestPortal, type TestPortal } from './support/portal';
import { createUser } from './support/users';

const m = settingsMessages.settings;
const SMTP_USER = 'portaal-relay';
const SMTP_PASSWORD = 'Relay-Wachtwoord-7!';
const RELAY_SENDER = 'portaal@relay.example.org';

/** What the local relay received: who signed in, the envelope and the raw message. */
type Received = { user: string | undefined; from: string; to: string[]; raw: string };

let portal: TestPortal;
let admin: string;
let relay: SMTPServer;
let relayPort: number;
const received: Received[] = [];
/** How long the relay takes to accept a message (a slow relay, for timing tests). */
let relayDelayMs = 0;

beforeAll(async () => {
  relay = new SMTPServer({
    // Plain connection on a free port: the portal's `none` security; AUTH is still required.
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        return callback(null, { user: auth.username });
      return callback(new Error('Authentication credentials invalid (535 test relay)'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          user: typeof session.user === 'string' ? session.user : undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(() => callback(), relayDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayPort = (relay.server.address() as AddressInfo).port;
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await portal.stop();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
});

const put = (key: string, value: unknown, token = admin) =>
  portal.call<{ message?: string; value: string | null }>('PUT', `/api/settings/${key}`, {
    token,
    body: { value },
  });

/** Points the portal at the local relay (moving the relay needs a recent password: `token` signed in lately). */
async function chooseRelay(password = SMTP_PASSWORD, token = admin) {
  for (const [key, value] of [
    ['smtp_host', '127.0.0.1'],
    ['smtp_port', relayPort],
    ['smtp_security', 'none'],
    ['smtp_user', SMTP_USER],
    ['smtp_password', password],
    ['smtp_from', RELAY_SENDER],
    ['mail_channel', 'smtp'],
  ] as const) {
    const answer = await put(key, value, token);
    expect(answer.status, `${key}: ${answer.text}`).toBe(200);
  }
}

const mailsSentThisMonth = async () =>
  (
    await portal.call<{ mailsSentThisMonth: number }>('GET', '/api/settings/statistics', {
      token: admin,
    })
  ).body.mailsSentThisMonth;

const receivedBy = (address: string) => received.filter((mail) => mail.to.includes(address));
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim();

describe('the SMTP relay as mail channel', () => {
  it('sends the test mail through the relay, signed in with the stored user and password, and counts it', async () => {
    // Prepare
    await chooseRelay();
    const before = await mailsSentThisMonth();
    const address = `test-${randomUUID().slice(0, 8)}@example.org`;

    // Act
    const answer = await portal.call<{ sent: boolean; channel: string; reason: string | null }>(
      'POST',
      '/api/settings/test-mail',
      { token: admin, body: { to: address } },
    );

    // Assess
    expect(answer.body).toMatchObject({ sent: true, channel: 'smtp', reason: null });
    const [mail] = receivedBy(address);
    expect(mail).toMatchObject({ user: SMTP_USER, from: RELAY_SENDER, to: [address] });
    expect(subjectOf(mail?.raw ?? '')).toBe(m.testMailSubject);
    expect(answer.text).not.toContain(SMTP_PASSWORD);
    expect(await mailsSentThisMonth()).toBe(before + 1);
  });

  it('sends a bulk mail of the e-mail tool and an invitation through the relay', async () => {
    // Prepare
    await chooseRelay();
    const bulkAddress = `bulk-${randomUUID().slice(0, 8)}@example.org`;
    const invitee = await createUser(portal, admin);
    const before = await mailsSentThisMonth();

    // Act
    const bulk = await portal.call('POST', '/api/email/send', {
      token: admin,
      body: { to: [bulkAddress], subject: 'Nieuwsbrief via relay', html: '<p>Hallo</p>' },
    });
    await portal.workDone();
    const invite = await portal.call('POST', `/api/invite/${invitee.id}`, { token: admin });

    // Assess
    expect(bulk.status).toBe(202);
    expect(invite.status).toBe(200);
    const [bulkMail] = receivedBy(bulkAddress);
    expect(bulkMail).toMatchObject({ user: SMTP_USER, from: RELAY_SENDER });
    expect(subjectOf(bulkMail?.raw ?? '')).toBe('Nieuwsbrief via relay');
    const [invitation] = receivedBy(String(invitee.email));
    expect(invitation).toMatchObject({ user: SMTP_USER, from: RELAY_SENDER });
    expect(await mailsSentThisMonth()).toBe(before + 2);
  });

  it('explains a refused password in Dutch with the relay’s own words, and does not count the mail', async () => {
    // Prepare
    await chooseRelay('Verkeerd-Wachtwoord-1');
    const before = await mailsSentThisMonth();
    const address = `fout-${randomUUID().slice(0, 8)}@example.org`;

    // Act
    const answer = await portal.call<{ sent: boolean; message: string; reason: string | null }>(
      'POST',
      '/api/settings/test-mail',
      { token: admin, body: { to: address } },
    );

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.sent).toBe(false);
    expect(answer.body.message).toBe(m.testMailFailed);
    expect(answer.body.reason).toContain(m.smtpReasons.auth);
    expect(answer.body.reason).toContain('535');
    expect(answer.text).not.toContain('Verkeerd-Wachtwoord-1');
    expect(receivedBy(address)).toEqual([]);
    expect(await mailsSentThisMonth()).toBe(before);
  });

  it('refuses to remove the relay’s server while SMTP is the channel', async () => {
    // Prepare
    await chooseRelay();

    // Act
    const removed = await put('smtp_host', null);

    // Assess
    expect(removed.status).toBe(400);
    expect(removed.body.message).toBe(m.smtpInUse);
  });

  it('clears the stored relay password when host, port or security change, and asks for the password first', async () => {
    // Prepare: a session whose password was proven longer ago than the confirmation window.
    await chooseRelay();
    const token = await portal.logIn();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (REAUTHENTICATION_MINUTES + 1) * 60_000 });
    const putAs = (key: string, value: unknown) =>
      portal.call<{ isSet: boolean }>('PUT', `/api/settings/${key}`, { token, body: { value } });
    const passwordIsSet = async () => {
      const list = await portal.call<{ items: { key: string; isSet: boolean }[] }>('GET', '/api/settings', {
        token,
      });
      return list.body.items.find((setting) => setting.key === 'smtp_password')?.isSet;
    };

    // Act
    const unconfirmed = await putAs('smtp_host', 'relay.elders.example');
    const keptWhileRefused = await passwordIsSet();
    const confirmed = await portal.call('POST', '/api/auth/reauthenticate', {
      token,
      body: { password: ADMIN_PASSWORD },
    });
    const moved = await putAs('smtp_host', 'relay.elders.example');
    const afterHost = await passwordIsSet();
    await chooseRelay(SMTP_PASSWORD, token);
    const beforePort = await passwordIsSet();
    await putAs('smtp_port', relayPort + 1);
    const afterPort = await passwordIsSet();
    await chooseRelay(SMTP_PASSWORD, token);
    await putAs('smtp_security', 'starttls');
    const afterSecurity = await passwordIsSet();
    await putAs('smtp_user', 'iemand-anders');
    await putAs('smtp_password', SMTP_PASSWORD);
    await putAs('smtp_user', SMTP_USER);
    const afterUser = await passwordIsSet();

    // Assess
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body).toMatchObject({
      code: 'REAUTH_REQUIRED',
      message: authMessages.session.reauthenticationRequired,
    });
    expect(keptWhileRefused).toBe(true);
    expect(confirmed.status).toBe(200);
    expect(moved.status).toBe(200);
    expect([afterHost, beforePort, afterPort, afterSecurity]).toEqual([false, true, false, false]);
    expect(afterUser).toBe(true);
  });

  it('answers a reset request after the same floor with and without an account, however slow the relay', async () => {
    // Prepare: a relay that takes 1.5 s per message.
    await chooseRelay();
    const user = await createUser(portal, admin);
    relayDelayMs = 1500;
    const timedRequest = async (usernameOrEmail: string) => {
      const startedAt = performance.now();
      const answer = await portal.call('POST', '/api/request-password-reset', { body: { usernameOrEmail } });
      return { answer, ms: performance.now() - startedAt };
    };

    try {
      // Act
      const withAccount = await timedRequest(String(user.username));
      const withoutAccount = await timedRequest(`niemand-${randomUUID().slice(0, 8)}`);
      await portal.workDone();

      // Assess
      expect(withAccount.answer.status).toBe(200);
      expect(withAccount.answer.body).toEqual(withoutAccount.answer.body);
      expect(Math.abs(withAccount.ms - withoutAccount.ms)).toBeLessThan(300);
      expect(withAccount.ms).toBeLessThan(relayDelayMs);
      expect(receivedBy(String(user.email)).length).toBe(1);
    } finally {
      relayDelayMs = 0;
    }
  });
});
