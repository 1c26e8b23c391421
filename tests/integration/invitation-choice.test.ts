import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { User } from '../../shared/schemas/users';
import { latestMailTo, linkIn } from './support/mailbox';
import { startTestPortal, type TestPortal } from './support/portal';
import { VOLUNTEER_PASSWORD, volunteerFields } from './support/users';

/** Issue 37 item 10: "Vrijwilliger toevoegen" invites (pending until accepted) or sets a password now. */

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

/** The user id and token of an invitation link, wherever the link carries them (path or fragment). */
function invitationOf(link: string) {
  const rest = link.slice(link.indexOf('/invite/') + '/invite/'.length);
  const parts = rest.split(/[/#?=&]/).filter(Boolean);
  const userId = Number(parts.find((part) => /^\d+$/.test(part)));
  const token = [...parts].sort((a, b) => b.length - a.length)[0] ?? '';
  return { userId, token };
}

const signIn = (username: string, password: string) =>
  portal.call('POST', '/api/login', { body: { username, password, rememberMe: false } });

describe('adding a volunteer with an invitation', () => {
  it('creates a pending account without a password that cannot sign in until the invitation is accepted', async () => {
    // Prepare
    const { password: _password, ...fields } = volunteerFields();

    // Act
    const created = await portal.call<User>('POST', '/api/users', {
      token: admin,
      body: { ...fields, invite: true },
    });
    const mail = await latestMailTo(portal.mailboxUrl, fields.email);
    const beforeAccepting = await signIn(fields.username, VOLUNTEER_PASSWORD);
    const { userId, token } = invitationOf(linkIn(mail, '/invite/'));
    const accepted = await portal.call('POST', '/api/invite/accept', {
      body: { userId, token, password: VOLUNTEER_PASSWORD },
    });
    const afterAccepting = await signIn(fields.username, VOLUNTEER_PASSWORD);

    // Assess
    expect(created.status, created.text).toBe(201);
    expect(created.body.status).toBe('pending');
    expect(userId).toBe(created.body.id);
    expect(beforeAccepting.status).toBe(401);
    expect(accepted.status, accepted.text).toBe(200);
    expect(afterAccepting.status).toBe(200);
  });

  it('keeps a pending account out even when it was given a password, and refuses an invitation with a password', async () => {
    // Prepare
    const pending = volunteerFields({ status: 'pending' });
    const withPassword = volunteerFields();

    // Act
    const created = await portal.call<User>('POST', '/api/users', { token: admin, body: pending });
    const signedIn = await signIn(pending.username, pending.password);
    const refused = await portal.call('POST', '/api/users', {
      token: admin,
      body: { ...withPassword, invite: true },
    });

    // Assess
    expect(created.status).toBe(201);
    expect(signedIn.status).toBe(401);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.volunteers.invitationWithoutPassword);
  });

  it('still adds an active volunteer with a password set now', async () => {
    const fields = volunteerFields();

    const created = await portal.call<User>('POST', '/api/users', { token: admin, body: fields });

    expect(created.status).toBe(201);
    expect(created.body.status).toBe('active');
    expect((await signIn(fields.username, fields.password)).status).toBe(200);
  });
});
