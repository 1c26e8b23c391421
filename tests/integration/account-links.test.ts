import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import { latestMailTo, linkIn, mailsTo } from './support/mailbox';
import { startTestPortal, type TestPortal } from './support/portal';
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

const pathOf = (link: string) => new URL(link).pathname;
const HOUR = 3_600_000;

/** Moves the server's clock (it runs in this process) forward without touching timers. */
function advanceClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

async function invite(userId: number) {
  const answer = await portal.call('POST', `/api/invite/${userId}`, { token: admin });
  expect(answer.status).toBe(200);
}

describe('invitations', () => {
  it('mail a link to the portal’s configured address that verifies, activates once and signs the volunteer in', async () => {
    const user = await createUser(portal, admin, { status: 'pending' });

    await invite(user.id);
    const mail = await latestMailTo(portal.mailboxUrl, String(user.email));
    const link = linkIn(mail, '/invite/');
    const [, , userId, token] = pathOf(link).split('/');

    expect(link.startsWith(`${portal.url}/invite/${user.id}/`)).toBe(true);
    expect(mail.subject).toMatch(/Uitnodiging/);
    const verify = await portal.call('GET', `/api/invite/verify/${userId}/${token}`);
    expect(verify.body).toEqual({ firstName: 'Sanne' });

    const accept = await portal.call<{ token: string; user: { status: string } }>(
      'POST',
      '/api/invite/accept',
      {
        body: { userId: Number(userId), token, password: 'Mijn-Eigen-Wachtwoord-1' },
      },
    );
    expect(accept.status).toBe(200);
    expect(accept.body.user.status).toBe('active');
    expect((await portal.call('GET', '/api/auth/me', { token: accept.body.token })).status).toBe(200);

    const reuse = await portal.call('POST', '/api/invite/accept', {
      body: { userId: Number(userId), token, password: 'Nog-Een-Wachtwoord-2' },
    });
    expect(reuse.status).toBe(404);
    expect(reuse.body.message).toBe(messages.invitation.invalid);
    expect((await portal.call('GET', `/api/invite/verify/${userId}/${token}`)).body.message).toBe(
      messages.invitation.invalid,
    );
  });

  it('expire after 7 days', async () => {
    const user = await createUser(portal, admin);
    await invite(user.id);
    const [, , userId, token] = pathOf(
      linkIn(await latestMailTo(portal.mailboxUrl, String(user.email)), '/invite/'),
    ).split('/');

    advanceClock(7 * 24 * HOUR + 60_000);
    const verify = await portal.call('GET', `/api/invite/verify/${userId}/${token}`);
    const accept = await portal.call('POST', '/api/invite/accept', {
      body: { userId: Number(userId), token, password: 'Mijn-Eigen-Wachtwoord-1' },
    });

    expect(verify.status).toBe(404);
    expect(accept.status).toBe(404);
    expect(accept.body.message).toBe(messages.invitation.invalid);
  });

  it('do not work for another user id or with a made-up token', async () => {
    const user = await createUser(portal, admin);
    await invite(user.id);
    const [, , , token] = pathOf(
      linkIn(await latestMailTo(portal.mailboxUrl, String(user.email)), '/invite/'),
    ).split('/');

    expect((await portal.call('GET', `/api/invite/verify/1/${token}`)).status).toBe(404);
    expect((await portal.call('GET', `/api/invite/verify/${user.id}/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await portal.call('GET', `/api/invite/verify/${user.id}/kort`)).status).toBe(404);
  });

  it('refuse a too-short password on acceptance without using up the link', async () => {
    const user = await createUser(portal, admin);
    await invite(user.id);
    const [, , userId, token] = pathOf(
      linkIn(await latestMailTo(portal.mailboxUrl, String(user.email)), '/invite/'),
    ).split('/');

    const short = await portal.call('POST', '/api/invite/accept', {
      body: { userId: Number(userId), token, password: 'kort' },
    });

    expect(short.status).toBe(400);
    expect(short.body.message).toBe(messages.password.tooShort);
    expect((await portal.call('GET', `/api/invite/verify/${userId}/${token}`)).status).toBe(200);
  });

  it('are refused for a volunteer without e-mail', async () => {
    const user = await createUser(portal, admin);
    // A volunteer without e-mail can only come from older data; the API requires one on create.
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const { DynamoDBDocumentClient, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await DynamoDBDocumentClient.from(new DynamoDBClient({})).send(
      new UpdateCommand({
        TableName: `${portal.resourcePrefix}users`,
        Key: { pk: `USER#${user.id}`, sk: 'PROFILE' },
        UpdateExpression: 'SET email = :none',
        ExpressionAttributeValues: { ':none': null },
      }),
    );

    const answer = await portal.call('POST', `/api/invite/${user.id}`, { token: admin });
    const resetLink = await portal.call('POST', `/api/generate-reset-link/${user.id}`, { token: admin });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.volunteers.noEmail);
    expect(resetLink.status).toBe(400);
  });
});

describe('reset links by a manager', () => {
  it('are valid 48 hours, work once and end every session of the user', async () => {
    const { user, token: session } = await signedInUser(portal, admin);

    const generated = await portal.call<{ resetLink: string; userName: string; message: string }>(
      'POST',
      `/api/generate-reset-link/${user.id}`,
      { token: admin },
    );
    const [, , userId, token] = pathOf(generated.body.resetLink).split('/');

    expect(generated.body.resetLink.startsWith(`${portal.url}/wachtwoord-vergeten/${user.id}/`)).toBe(true);
    expect(generated.body.userName).toBe(`${user.firstName} ${user.lastName}`);
    advanceClock(47 * HOUR);
    expect((await portal.call('GET', `/api/verify-reset-token/${userId}/${token}`)).body).toEqual({
      valid: true,
      firstName: 'Sanne',
    });
    const reset = await portal.call('POST', `/api/reset-password/${userId}/${token}`, {
      body: { newPassword: 'Herfst-Blad-Valt-9' },
    });
    expect(reset.status).toBe(200);
    expect((await portal.call('GET', '/api/auth/me', { token: session })).status).toBe(401);
    const again = await portal.call('POST', `/api/reset-password/${userId}/${token}`, {
      body: { newPassword: 'Ander-Wachtwoord-7' },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(messages.reset.invalid);
    expect(
      (
        await portal.call('POST', '/api/login', {
          body: { username: user.username, password: 'Herfst-Blad-Valt-9' },
        })
      ).status,
    ).toBe(200);
  });

  it('expire after 48 hours', async () => {
    const user = await createUser(portal, admin);
    const generated = await portal.call<{ resetLink: string }>(
      'POST',
      `/api/generate-reset-link/${user.id}`,
      { token: admin },
    );
    const [, , userId, token] = pathOf(generated.body.resetLink).split('/');

    advanceClock(48 * HOUR + 60_000);

    expect((await portal.call('GET', `/api/verify-reset-token/${userId}/${token}`)).status).toBe(404);
    expect(
      (
        await portal.call('POST', `/api/reset-password/${userId}/${token}`, {
          body: { newPassword: 'Herfst-Blad-Valt-9' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('forgot password', () => {
  it('mails a 30-minute link for a username or an e-mail address', async () => {
    const user = await createUser(portal, admin);

    const byEmail = await portal.call('POST', '/api/request-password-reset', {
      body: { usernameOrEmail: String(user.email).toUpperCase() },
    });
    const mail = await latestMailTo(portal.mailboxUrl, String(user.email));
    const [, , userId, token] = pathOf(linkIn(mail, '/wachtwoord-vergeten/')).split('/');

    expect(byEmail.body).toEqual({ message: messages.reset.neutralAnswer });
    expect(mail.body.text).toContain('30 minuten');
    advanceClock(31 * 60_000);
    expect((await portal.call('GET', `/api/verify-reset-token/${userId}/${token}`)).status).toBe(404);
  });

  it('gives an unknown account the same answer in about the same time, and sends nothing', async () => {
    const user = await createUser(portal, admin);
    const timed = async (usernameOrEmail: string) => {
      const startedAt = performance.now();
      const answer = await portal.call('POST', '/api/request-password-reset', { body: { usernameOrEmail } });
      return { answer, ms: performance.now() - startedAt };
    };

    const known = await timed(String(user.username));
    const unknown = await timed('bestaat-niet@example.org');

    expect(unknown.answer.status).toBe(known.answer.status);
    expect(unknown.answer.body).toEqual(known.answer.body);
    expect(Math.abs(unknown.ms - known.ms)).toBeLessThan(250);
    expect(await mailsTo(portal.mailboxUrl, 'bestaat-niet@example.org')).toHaveLength(0);
  });

  it('only leaves the newest link of an account usable', async () => {
    const user = await createUser(portal, admin);
    await portal.call('POST', '/api/request-password-reset', { body: { usernameOrEmail: user.username } });
    const first = pathOf(
      linkIn(await latestMailTo(portal.mailboxUrl, String(user.email)), '/wachtwoord-vergeten/'),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await portal.call('POST', '/api/request-password-reset', { body: { usernameOrEmail: user.username } });
    const second = pathOf(
      linkIn(await latestMailTo(portal.mailboxUrl, String(user.email)), '/wachtwoord-vergeten/'),
    );

    expect(second).not.toBe(first);
    expect(
      (await portal.call('GET', `/api/verify-reset-token/${first.split('/').slice(2).join('/')}`)).status,
    ).toBe(404);
    expect(
      (await portal.call('GET', `/api/verify-reset-token/${second.split('/').slice(2).join('/')}`)).status,
    ).toBe(200);
  });

  it('requires the field, with the spec’s message', async () => {
    const answer = await portal.call('POST', '/api/request-password-reset', {
      body: { usernameOrEmail: '   ' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.reset.requestRequired);
  });

  it('stores only hashes of reset tokens', async () => {
    const user = await createUser(portal, admin);
    const generated = await portal.call<{ resetLink: string }>(
      'POST',
      `/api/generate-reset-link/${user.id}`,
      { token: admin },
    );
    const token = pathOf(generated.body.resetLink).split('/')[3] ?? '';

    expect(JSON.stringify(await readTable(portal.resourcePrefix, 'sessions'))).not.toContain(token);
  });
});
