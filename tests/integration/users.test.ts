import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { User } from '../../shared/schemas/users';
import { accountLinkParts, latestMailTo, linkIn } from './support/mailbox';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable, snapshotTables } from './support/tables';
import { createUser, signedInUser, volunteerFields } from './support/users';

type ListedUser = User & Record<string, unknown>;
type UsersPage = { items: ListedUser[]; nextCursor: string | null };

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

async function listUsers(token: string, query = '') {
  const answer = await portal.call<UsersPage>('GET', `/api/users${query}`, { token });
  if (answer.status !== 200) throw new Error(`GET /api/users${query}: ${answer.status} ${answer.text}`);
  return answer.body;
}

describe('POST /api/users', () => {
  it('adds an active volunteer with every field of §3 and never answers a password', async () => {
    const answer = await portal.call('POST', '/api/users', {
      token: admin,
      body: volunteerFields({
        phone: '0470 12 34 56',
        address: 'Kerkstraat 1, 2000 Antwerpen',
        rijksregisterNummer: '85.07.30-033.28',
        bankAccount: 'be68 5390 0754 7034',
        skills: 'Wiskunde',
        diploma: 'Bachelor',
        notes: 'Beschikbaar op woensdag',
        type: 'overige',
        customType: 'Fondsenwerving',
      }),
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'active',
      role: 'vrijwilliger',
      bankAccount: 'BE68539007547034',
      rijksregisterNummer: '•••••••••28',
      type: 'overige',
      customType: 'Fondsenwerving',
    });
    expect(answer.text).not.toMatch(/password|argon|85073003328/i);
  });

  it('accepts the Dutch field names voornaam and achternaam', async () => {
    const { firstName: _f, lastName: _l, ...fields } = volunteerFields();
    const answer = await portal.call('POST', '/api/users', {
      token: admin,
      body: { ...fields, voornaam: 'Jan', achternaam: 'Janssens' },
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ firstName: 'Jan', lastName: 'Janssens' });
  });

  it.each([
    ['no username', { username: '' }, messages.volunteers.credentialsRequired],
    ['no password and no invitation', { password: undefined }, messages.volunteers.passwordOrInvitation],
    ['an invitation with a password', { invite: true }, messages.volunteers.invitationWithoutPassword],
    ['no first name', { firstName: ' ' }, messages.volunteers.namesAndEmailRequired],
    ['no e-mail', { email: '' }, messages.volunteers.namesAndEmailRequired],
    ['a malformed e-mail', { email: 'sanne@' }, messages.volunteers.invalidEmail],
    ['a short password', { password: 'kort' }, messages.password.tooShort],
    ['a common password', { password: 'password123' }, messages.password.tooCommon],
    ['an invalid IBAN', { bankAccount: 'BE68 5390 0754 7035' }, messages.volunteers.invalidIban],
    [
      'an invalid rijksregisternummer',
      { rijksregisterNummer: '85073003329' },
      messages.volunteers.invalidRijksregisternummer,
    ],
    ['type overige without a description', { type: 'overige' }, messages.volunteers.customTypeRequired],
    ['an unknown role', { role: 'superuser' }, undefined],
  ])('refuses %s with a Dutch 400 and writes nothing', async (_, overrides, message) => {
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await portal.call('POST', '/api/users', {
      token: admin,
      body: volunteerFields(overrides),
    });

    expect(answer.status).toBe(400);
    if (message) expect(answer.body.message).toBe(message);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });

  it('refuses a taken username or e-mail, whatever the case, with a Dutch 409', async () => {
    const existing = await createUser(portal, admin);

    const sameUsername = await portal.call('POST', '/api/users', {
      token: admin,
      body: volunteerFields({ username: String(existing.username).toUpperCase() }),
    });
    const sameEmail = await portal.call('POST', '/api/users', {
      token: admin,
      body: volunteerFields({ email: String(existing.email).toUpperCase() }),
    });

    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body.message).toBe(messages.volunteers.usernameTaken);
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe(messages.volunteers.emailTaken);
  });

  it('lets exactly one of two simultaneous creates with the same username succeed', async () => {
    const username = `dubbel-${Date.now()}`;

    const answers = await Promise.all([
      portal.call('POST', '/api/users', { token: admin, body: volunteerFields({ username }) }),
      portal.call('POST', '/api/users', { token: admin, body: volunteerFields({ username }) }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const users = (await readTable(portal.resourcePrefix, 'users')).filter(
      (item) => item.username === username,
    );
    expect(users).toHaveLength(1);
  });
});

describe('GET /api/users', () => {
  it('filters by role, status and search through queries', async () => {
    const coordinator = await createUser(portal, admin, { role: 'coördinator', lastName: 'Zoekbaar-Uniek' });
    await createUser(portal, admin, { status: 'inactive' });

    const byRole = await listUsers(admin, '?role=coordinator');
    const inactive = await listUsers(admin, '?status=inactive');
    const search = await listUsers(admin, '?search=zoekbaar-uniek');

    expect(byRole.items.map((user) => user.id)).toContain(coordinator.id);
    expect(byRole.items.every((user) => user.role === 'coordinator')).toBe(true);
    expect(inactive.items.length).toBeGreaterThan(0);
    expect(inactive.items.every((user) => user.status === 'inactive')).toBe(true);
    expect(search.items.map((user) => user.id)).toEqual([coordinator.id]);
  });

  it('shows a volunteer names but no contact details or rijksregisternummer', async () => {
    await createUser(portal, admin, { rijksregisterNummer: '85073003328', phone: '0470000000' });
    const { token } = await signedInUser(portal, admin);

    const answer = await listUsers(token);

    expect(answer.items.length).toBeGreaterThan(1);
    for (const user of answer.items) {
      expect(user).toMatchObject({
        email: null,
        phone: null,
        rijksregisterNummer: null,
        bankAccount: null,
        notes: null,
      });
    }
  });

  it('refuses an unknown filter value', async () => {
    const answer = await portal.call('GET', '/api/users?status=weg', { token: admin });
    expect(answer.status).toBe(400);
  });
});

describe('POST /api/users/{id}/rijksregisternummer', () => {
  it('shows the full number to an admin and records the read in the audit log', async () => {
    const user = await createUser(portal, admin, { rijksregisterNummer: '85073003328' });

    const answer = await portal.call('POST', `/api/users/${user.id}/rijksregisternummer`, { token: admin });

    expect(answer.body).toEqual({ rijksregisterNummer: '85.07.30-033.28' });
    const audit = await readTable(portal.resourcePrefix, 'audit');
    expect(
      audit.some((item) => item.action === 'rrn-read' && item.targetId === user.id && item.actorId === 1),
    ).toBe(true);
    expect(JSON.stringify(audit)).not.toContain('85073003328');
    expect(JSON.stringify(await readTable(portal.resourcePrefix, 'users'))).not.toContain('85073003328');
  });

  it('refuses a coordinator, who sees only the masked number', async () => {
    const user = await createUser(portal, admin, { rijksregisterNummer: '85073003328' });
    const { token } = await signedInUser(portal, admin, { role: 'coordinator' });

    const full = await portal.call('POST', `/api/users/${user.id}/rijksregisternummer`, { token });
    const list = await listUsers(token, `?search=${encodeURIComponent(user.lastName)}`);

    expect(full.status).toBe(403);
    expect(list.items.find((entry) => entry.id === user.id)?.rijksregisterNummer).toBe('•••••••••28');
  });
});

describe('PUT /api/users/{id}', () => {
  it('answers requireRelogin on a role change and ends that user’s sessions', async () => {
    const { user, token } = await signedInUser(portal, admin);

    const answer = await portal.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: {
        ...volunteerFields(),
        username: user.username,
        email: user.email,
        role: 'coordinator',
        password: '',
      },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ role: 'coordinator', requireRelogin: true });
    expect((await portal.call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('keeps the password when the edit leaves it empty, and keeps sessions without a role change', async () => {
    const { user, token } = await signedInUser(portal, admin);

    const answer = await portal.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: {
        ...volunteerFields(),
        username: user.username,
        email: user.email,
        password: '',
        phone: '0499 99 99 99',
      },
    });

    expect(answer.body).toMatchObject({ phone: '0499 99 99 99', requireRelogin: false });
    expect((await portal.call('GET', '/api/auth/me', { token })).status).toBe(200);
    expect(
      (
        await portal.call('POST', '/api/login', {
          body: { username: user.username, password: user.password },
        })
      ).status,
    ).toBe(200);
  });

  it('stops a deactivated user from signing in', async () => {
    const { user, token } = await signedInUser(portal, admin);

    await portal.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: { ...volunteerFields(), username: user.username, email: user.email, status: 'inactive' },
    });

    expect((await portal.call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect(
      (
        await portal.call('POST', '/api/login', {
          body: { username: user.username, password: user.password },
        })
      ).status,
    ).toBe(401);
  });

  it('keeps role, status and type that an edit leaves out', async () => {
    const coordinator = await createUser(portal, admin, { role: 'coordinator', type: 'mentor' });
    const fields = volunteerFields();

    const answer = await portal.call('PUT', `/api/users/${coordinator.id}`, {
      token: admin,
      body: { ...fields, username: coordinator.username, email: coordinator.email },
    });

    expect(answer.body).toMatchObject({
      role: 'coordinator',
      status: 'active',
      type: 'mentor',
      requireRelogin: false,
    });
  });

  it('shows the new masked rijksregisternummer after an edit, and none after clearing it', async () => {
    const user = await createUser(portal, admin, { rijksregisterNummer: '85073003328' });
    const edit = (rijksregisterNummer: string | null) =>
      portal.call('PUT', `/api/users/${user.id}`, {
        token: admin,
        body: { ...volunteerFields(), username: user.username, email: user.email, rijksregisterNummer },
      });

    const changed = await edit('01010100126');
    const cleared = await edit(null);

    expect(changed.body.rijksregisterNummer).toBe('•••••••••26');
    expect(cleared.body.rijksregisterNummer).toBeNull();
    const full = await portal.call('POST', `/api/users/${user.id}/rijksregisternummer`, { token: admin });
    expect(full.body).toEqual({ rijksregisterNummer: null });
  });

  it('does not let a coordinator make anyone admin', async () => {
    const target = await createUser(portal, admin);
    const { token } = await signedInUser(portal, admin, { role: 'coordinator' });

    const answer = await portal.call('PUT', `/api/users/${target.id}`, {
      token,
      body: { ...volunteerFields(), username: target.username, email: target.email, role: 'admin' },
    });

    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(messages.volunteers.onlyAdminsManageAdmins);
  });

  it('does not let the last active admin demote themselves', async () => {
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await portal.call('PUT', '/api/users/1', {
      token: admin,
      body: { ...volunteerFields(), username: 'admin', email: 'admin@example.org', role: 'vrijwilliger' },
    });

    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(messages.volunteers.cannotChangeOwnAccess);
    expect((await snapshotTables(portal.resourcePrefix)).users).toEqual(before.users);
  });

  it('answers 404 for a user that does not exist', async () => {
    const answer = await portal.call('PUT', '/api/users/999999', { token: admin, body: volunteerFields() });
    expect(answer.status).toBe(404);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes a volunteer, frees the username and ends the sessions', async () => {
    const { user, token } = await signedInUser(portal, admin);

    const answer = await portal.call('DELETE', `/api/users/${user.id}`, { token: admin });
    const again = await portal.call('POST', '/api/users', {
      token: admin,
      body: volunteerFields({ username: user.username, email: user.email }),
    });

    expect(answer.status).toBe(200);
    expect((await portal.call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect(again.status).toBe(201);
  });

  it('does not let anyone delete their own account', async () => {
    const answer = await portal.call('DELETE', '/api/users/1', { token: admin });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(messages.volunteers.cannotDeleteSelf);
  });
});

describe('POST /api/users/{id}/change-password', () => {
  it('sets the password and ends the user’s sessions', async () => {
    const { user, token } = await signedInUser(portal, admin);

    const answer = await portal.call('POST', `/api/users/${user.id}/change-password`, {
      token: admin,
      body: { newPassword: 'Nieuwe-Lente-2027' },
    });

    expect(answer.body).toEqual({ message: messages.volunteers.passwordChanged });
    expect((await portal.call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect(
      (
        await portal.call('POST', '/api/login', {
          body: { username: user.username, password: 'Nieuwe-Lente-2027' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('a volunteer without the manage-users permission', () => {
  it.each([
    ['POST', '/api/users', volunteerFields()],
    ['PUT', '/api/users/1', volunteerFields()],
    ['DELETE', '/api/users/1', undefined],
    ['POST', '/api/users/1/change-password', { newPassword: 'Iets-Langs-2026' }],
    ['POST', '/api/invite/1', undefined],
    ['POST', '/api/generate-reset-link/1', undefined],
    ['POST', '/api/users/1/rijksregisternummer', undefined],
  ])('is refused %s %s with 403 and nothing changes', async (method, path, body) => {
    const { token } = await signedInUser(portal, admin);
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await portal.call(method, path, { token, body });

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: messages.generic.forbidden, code: 'FORBIDDEN' });
    const after = await snapshotTables(portal.resourcePrefix);
    expect(after.users).toEqual(before.users);
  });
});

/** The users table and the outstanding links: what a refused management call must leave as it was. */
async function accountState() {
  const snapshot = await snapshotTables(portal.resourcePrefix);
  const links = (snapshot.sessions ?? []).filter((item) => String(item.pk).startsWith('TOKEN#'));
  return { users: snapshot.users, links, audit: snapshot.audit };
}

describe('who may manage whom (the role-assignment rule)', () => {
  it('refuses a coordinator who gives themselves the role bestuurslid, and changes nothing', async () => {
    const { user, token } = await signedInUser(portal, admin, { role: 'coordinator' });
    const before = await accountState();

    const answer = await portal.call('PUT', `/api/users/${user.id}`, {
      token,
      body: { ...volunteerFields(), username: user.username, email: user.email, role: 'bestuurslid' },
    });

    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(messages.volunteers.cannotChangeOwnAccess);
    expect(await accountState()).toEqual(before);
    expect((await portal.call('GET', '/api/auth/me', { token })).body).toMatchObject({ role: 'coordinator' });
  });

  it.each([
    ['generate a reset link for', 'POST', (id: number) => `/api/generate-reset-link/${id}`, undefined],
    [
      'set the password of',
      'POST',
      (id: number) => `/api/users/${id}/change-password`,
      { newPassword: 'Nieuwe-Lente-2027' },
    ],
    ['delete', 'DELETE', (id: number) => `/api/users/${id}`, undefined],
    ['invite', 'POST', (id: number) => `/api/invite/${id}`, undefined],
  ])(
    'refuses a coordinator who tries to %s a bestuurslid, and changes nothing',
    async (_, method, path, body) => {
      const bestuurslid = await createUser(portal, admin, { role: 'bestuurslid' });
      const { token } = await signedInUser(portal, admin, { role: 'coordinator' });
      const before = await accountState();

      const answer = await portal.call(method, path(bestuurslid.id), { token, body });

      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: messages.volunteers.targetNotBelowManager, code: 'FORBIDDEN' });
      expect(await accountState()).toEqual(before);
    },
  );

  const PEER_ACTIONS = [
    ['generate a reset link for', 'POST', (id: number) => `/api/generate-reset-link/${id}`, undefined],
    [
      'set the password of',
      'POST',
      (id: number) => `/api/users/${id}/change-password`,
      { newPassword: 'Nieuwe-Lente-2027' },
    ],
    ['delete', 'DELETE', (id: number) => `/api/users/${id}`, undefined],
    ['re-mail an invitation to', 'POST', (id: number) => `/api/invite/${id}`, undefined],
  ] as const;

  it.each(PEER_ACTIONS)(
    'refuses a coordinator who tries to %s another coordinator (a peer), and changes nothing',
    async (_, method, path, body) => {
      const peer = await createUser(portal, admin, { role: 'coordinator' });
      const { token } = await signedInUser(portal, admin, { role: 'coordinator' });
      const before = await accountState();

      const answer = await portal.call(method, path(peer.id), { token, body });

      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: messages.volunteers.targetNotBelowManager, code: 'FORBIDDEN' });
      expect(await accountState()).toEqual(before);
    },
  );

  it.each(PEER_ACTIONS)(
    'refuses a bestuurder and a dagelijks bestuurder (coordinators by role) who try to %s each other',
    async (_, method, path, body) => {
      const board = await signedInUser(portal, admin, { role: 'coordinator', type: 'bestuurder' });
      const daily = await signedInUser(portal, admin, { role: 'coordinator', type: 'dagelijks_bestuurder' });
      const before = await accountState();

      const boardOnDaily = await portal.call(method, path(daily.user.id), { token: board.token, body });
      const dailyOnBoard = await portal.call(method, path(board.user.id), { token: daily.token, body });

      expect([boardOnDaily.status, dailyOnBoard.status]).toEqual([403, 403]);
      expect(boardOnDaily.body.message).toBe(messages.volunteers.targetNotBelowManager);
      expect(await accountState()).toEqual(before);
    },
  );

  it('refuses a bestuurslid who edits another bestuurslid, and a coordinator who creates a coordinator', async () => {
    const peer = await createUser(portal, admin, { role: 'bestuurslid' });
    const bestuurslid = await signedInUser(portal, admin, { role: 'bestuurslid' });
    const coordinator = await signedInUser(portal, admin, { role: 'coordinator' });

    const edit = await portal.call('PUT', `/api/users/${peer.id}`, {
      token: bestuurslid.token,
      body: { ...volunteerFields(), username: peer.username, email: peer.email, role: 'bestuurslid' },
    });
    const create = await portal.call('POST', '/api/users', {
      token: coordinator.token,
      body: volunteerFields({ role: 'coordinator' }),
    });

    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(messages.volunteers.targetNotBelowManager);
    expect(create.status).toBe(403);
    expect(create.body.message).toBe(messages.volunteers.assignsNotBelowManager);
  });

  it('refuses a coordinator who edits a bestuurslid', async () => {
    const bestuurslid = await createUser(portal, admin, { role: 'bestuurslid' });
    const { token } = await signedInUser(portal, admin, { role: 'coordinator' });

    const answer = await portal.call('PUT', `/api/users/${bestuurslid.id}`, {
      token,
      body: {
        ...volunteerFields(),
        username: bestuurslid.username,
        email: bestuurslid.email,
        role: 'vrijwilliger',
      },
    });

    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(messages.volunteers.targetNotBelowManager);
  });

  it.each([
    ['create a bestuurslid', { role: 'bestuurslid' }],
    ['create a volunteer of type bestuurder (a type that grants the activity feed)', { type: 'bestuurder' }],
  ])('refuses a coordinator who tries to %s', async (_, overrides) => {
    const { token } = await signedInUser(portal, admin, { role: 'coordinator' });
    const fields = volunteerFields(overrides);

    const answer = await portal.call('POST', '/api/users', { token, body: fields });

    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(messages.volunteers.assignsNotBelowManager);
    expect((await listUsers(admin, `?search=${encodeURIComponent(fields.lastName)}`)).items).toEqual([]);
  });

  it('refuses a bestuurslid who promotes a volunteer to coordinator', async () => {
    const target = await createUser(portal, admin);
    const { token } = await signedInUser(portal, admin, { role: 'bestuurslid' });

    const answer = await portal.call('PUT', `/api/users/${target.id}`, {
      token,
      body: { ...volunteerFields(), username: target.username, email: target.email, role: 'coordinator' },
    });

    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(messages.volunteers.assignsNotBelowManager);
  });

  it('lets a coordinator still manage a volunteer and edit their own profile', async () => {
    const target = await createUser(portal, admin);
    const { user, token } = await signedInUser(portal, admin, { role: 'coordinator' });

    const other = await portal.call('PUT', `/api/users/${target.id}`, {
      token,
      body: {
        ...volunteerFields(),
        username: target.username,
        email: target.email,
        role: 'huiswerkbegeleider',
      },
    });
    const own = await portal.call('PUT', `/api/users/${user.id}`, {
      token,
      body: { ...volunteerFields(), username: user.username, email: user.email, phone: '0470 00 11 22' },
    });

    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ role: 'huiswerkbegeleider' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ role: 'coordinator', phone: '0470 00 11 22' });
  });
});

describe('sessions end when access changes', () => {
  it('ends the sessions of a user whose type changes, so the activity feed is gone at once', async () => {
    const { user, token } = await signedInUser(portal, admin, { type: 'bestuurder' });
    expect((await portal.call('GET', '/api/recent-activities', { token })).status).toBe(200);

    const edit = await portal.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: { ...volunteerFields(), username: user.username, email: user.email, type: 'mentor' },
    });

    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ type: 'mentor', requireRelogin: true });
    expect((await portal.call('GET', '/api/recent-activities', { token })).status).toBe(401);
  });

  it('ends the sessions of a user whose status changes to pending', async () => {
    const { user, token } = await signedInUser(portal, admin);

    await portal.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: { ...volunteerFields(), username: user.username, email: user.email, status: 'pending' },
    });

    expect((await portal.call('GET', '/api/auth/me', { token })).status).toBe(401);
  });
});

describe('links do not outlive the account state', () => {
  async function resetLinkFor(userId: number) {
    const answer = await portal.call<{ resetLink: string }>('POST', `/api/generate-reset-link/${userId}`, {
      token: admin,
    });
    return accountLinkParts(answer.body.resetLink);
  }

  async function invitationFor(user: { id: number; email: string | null }) {
    await portal.call('POST', `/api/invite/${user.id}`, { token: admin });
    return accountLinkParts(linkIn(await latestMailTo(portal.mailboxUrl, String(user.email)), '/invite/'));
  }

  const resetIsValid = async (link: { userId: number; token: string }) =>
    (await portal.call('POST', '/api/verify-reset-token', { body: link })).status === 200;
  const invitationIsValid = async (link: { userId: number; token: string }) =>
    (await portal.call('POST', '/api/invite/verify', { body: link })).status === 200;

  it.each([
    ['deactivation', { status: 'inactive' }],
    ['a role change', { role: 'huiswerkbegeleider' }],
    ['a password set in the edit', { password: 'Nieuwe-Lente-2027' }],
  ])('invalidates reset and invitation links on %s', async (_, change) => {
    const user = await createUser(portal, admin, { status: 'pending' });
    const reset = await resetLinkFor(user.id);
    const invitation = await invitationFor(user);
    expect([await resetIsValid(reset), await invitationIsValid(invitation)]).toEqual([true, true]);

    await portal.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: {
        ...volunteerFields(),
        username: user.username,
        email: user.email,
        status: 'pending',
        ...change,
      },
    });

    expect([await resetIsValid(reset), await invitationIsValid(invitation)]).toEqual([false, false]);
  });

  it('invalidates every link when a manager sets the password', async () => {
    const user = await createUser(portal, admin);
    const reset = await resetLinkFor(user.id);
    const invitation = await invitationFor(user);

    await portal.call('POST', `/api/users/${user.id}/change-password`, {
      token: admin,
      body: { newPassword: 'Nieuwe-Lente-2027' },
    });

    expect([await resetIsValid(reset), await invitationIsValid(invitation)]).toEqual([false, false]);
  });

  it('never reactivates a deactivated account through an invitation', async () => {
    const user = await createUser(portal, admin, { status: 'inactive' });
    const invitation = await invitationFor(user);

    const answer = await portal.call('POST', '/api/invite/accept', {
      body: { userId: invitation.userId, token: invitation.token, password: 'Nieuwe-Lente-2027' },
    });

    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(messages.invitation.invalid);
    const stored = (await readTable(portal.resourcePrefix, 'users')).find((item) => item.id === user.id);
    expect(stored?.status).toBe('inactive');
  });

  it('keeps an active account active when it accepts an invitation, and uses up its reset link', async () => {
    const user = await createUser(portal, admin);
    const reset = await resetLinkFor(user.id);
    const invitation = await invitationFor(user);

    const answer = await portal.call('POST', '/api/invite/accept', {
      body: { userId: invitation.userId, token: invitation.token, password: 'Nieuwe-Lente-2027' },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ status: 'active' });
    expect(await resetIsValid(reset)).toBe(false);
  });
});

describe('GET /api/users searches only what the caller may see', () => {
  it('does not let a volunteer find a colleague by the hidden e-mail address', async () => {
    const colleague = await createUser(portal, admin, { email: `verborgen.${Date.now()}@example.org` });
    const { token } = await signedInUser(portal, admin);

    const byEmail = await listUsers(token, `?search=${encodeURIComponent(String(colleague.email))}`);
    const byName = await listUsers(token, `?search=${encodeURIComponent(colleague.lastName)}`);
    const asManager = await listUsers(admin, `?search=${encodeURIComponent(String(colleague.email))}`);

    expect(byEmail.items).toEqual([]);
    expect(byName.items.map((user) => user.id)).toEqual([colleague.id]);
    expect(byName.items[0]?.email).toBeNull();
    expect(asManager.items.map((user) => user.id)).toEqual([colleague.id]);
  });
});

describe('GET /api/users is paged', () => {
  it('answers the users newest first a page at a time, with and without a role filter', async () => {
    const family = `Paginatest-${Date.now()}`;
    const created: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      created.push((await createUser(portal, admin, { lastName: `${family} ${index}` })).id);
    }

    const first = await listUsers(admin, `?search=${family}&limit=2`);
    const second = await listUsers(admin, `?search=${family}&limit=2&cursor=${first.nextCursor}`);
    const byRole = await listUsers(admin, `?role=vrijwilliger&search=${family}&limit=200`);

    expect(first.items.map((user) => user.id)).toEqual([created[2], created[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(second.items.map((user) => user.id)).toEqual([created[0]]);
    expect(second.nextCursor).toBeNull();
    expect(byRole.items.map((user) => user.id)).toEqual([...created].reverse());
  });

  it('refuses a made-up cursor and a page larger than 200 with a Dutch 400', async () => {
    const cursor = await portal.call('GET', '/api/users?cursor=bWFkZS11cA', { token: admin });
    const limit = await portal.call('GET', '/api/users?limit=201', { token: admin });

    expect(cursor.status).toBe(400);
    expect(cursor.body.message).toBe(messages.generic.invalidCursor);
    expect(limit.status).toBe(400);
  });
});
