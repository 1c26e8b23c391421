import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '../../shared/messages/settings';
import { startTestPortal, type TestPortal } from './support/portal';
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
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayPort = (relay.server.address() as AddressInfo).port;
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(async () => {
  await portal.stop();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
});

const put = (key: string, value: unknown) =>
  portal.call<{ message?: string; value: string | null }>('PUT', `/api/settings/${key}`, {
    token: admin,
    body: { value },
  });

async function chooseRelay(password = SMTP_PASSWORD) {
  for (const [key, value] of [
    ['smtp_host', '127.0.0.1'],
    ['smtp_port', relayPort],
    ['smtp_security', 'none'],
    ['smtp_user', SMTP_USER],
    ['smtp_password', password],
    ['smtp_from', RELAY_SENDER],
    ['mail_channel', 'smtp'],
  ] as const) {
    const answer = await put(key, value);
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
});
