import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable, snapshotTables } from './support/tables';
import { createUser, signedInUser, volunteerFields } from './support/users';

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

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
    ['no password', { password: undefined }, messages.volunteers.credentialsRequired],
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

    const byRole = await portal.call<{ id: number; role: string }[]>('GET', '/api/users?role=coordinator', {
      token: admin,
    });
    const inactive = await portal.call<{ status: string }[]>('GET', '/api/users?status=inactive', {
      token: admin,
    });
    const search = await portal.call<{ id: number }[]>('GET', '/api/users?search=zoekbaar-uniek', {
      token: admin,
    });

    expect(byRole.body.map((user) => user.id)).toContain(coordinator.id);
    expect(byRole.body.every((user) => user.role === 'coordinator')).toBe(true);
    expect(inactive.body.length).toBeGreaterThan(0);
    expect(inactive.body.every((user) => user.status === 'inactive')).toBe(true);
    expect(search.body.map((user) => user.id)).toEqual([coordinator.id]);
  });

  it('shows a volunteer names but no contact details or rijksregisternummer', async () => {
    await createUser(portal, admin, { rijksregisterNummer: '85073003328', phone: '0470000000' });
    const { token } = await signedInUser(portal, admin);

    const answer = await portal.call<Record<string, unknown>[]>('GET', '/api/users', { token });

    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(1);
    for (const user of answer.body) {
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
    const audit = (await readTable(portal.resourcePrefix, 'activity')).filter(
      (item) => item.stream === 'audit',
    );
    expect(
      audit.some(
        (item) => item.kind === 'rrn-read' && item.subjectId === String(user.id) && item.actorId === 1,
      ),
    ).toBe(true);
    expect(JSON.stringify(await readTable(portal.resourcePrefix, 'users'))).not.toContain('85073003328');
  });

  it('refuses a coordinator, who sees only the masked number', async () => {
    const user = await createUser(portal, admin, { rijksregisterNummer: '85073003328' });
    const { token } = await signedInUser(portal, admin, { role: 'coordinator' });

    const full = await portal.call('POST', `/api/users/${user.id}/rijksregisternummer`, { token });
    const list = await portal.call<{ id: number; rijksregisterNummer: string | null }[]>(
      'GET',
      '/api/users',
      { token },
    );

    expect(full.status).toBe(403);
    expect(list.body.find((entry) => entry.id === user.id)?.rijksregisterNummer).toBe('•••••••••28');
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

  it('does not let the last active admin be demoted', async () => {
    const answer = await portal.call('PUT', '/api/users/1', {
      token: admin,
      body: { ...volunteerFields(), username: 'admin', email: 'admin@example.org', role: 'vrijwilliger' },
    });

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(messages.volunteers.lastAdmin);
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
