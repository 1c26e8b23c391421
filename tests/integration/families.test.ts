import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { genericMessages } from '../../shared/messages/generic';
import type { Family, FamilyPage, RecentRegistration } from '../../shared/schemas/families';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable, snapshotTables } from './support/tables';
import { createUser, signedInUser } from './support/users';

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

const m = messages.families;

/** A family with every field of spec §3 filled in; the parent name is unique per call. */
function familyFields(overrides: Record<string, unknown> = {}) {
  const unique = Math.random().toString(36).slice(2, 8);
  return {
    parentName: `Fatima El Amrani ${unique}`,
    email: `fatima.${unique}@example.org`,
    phone: '0470 11 22 33',
    address: 'Dorpsstraat 4, 9000 Gent',
    childName: 'Yasmine',
    childAge: 11,
    school: 'Basisschool De Regenboog',
    grade: '5de leerjaar',
    guidanceStatus: 'active',
    hasPets: true,
    allowsSmoking: false,
    hasStudyRoom: true,
    externalSupport: 'CLB',
    notes: 'Heeft moeite met begrijpend lezen.',
    assignedTo: null,
    ...overrides,
  };
}

async function createFamily(overrides: Record<string, unknown> = {}) {
  const answer = await portal.call<Family>('POST', '/api/families', {
    token: admin,
    body: familyFields(overrides),
  });
  if (answer.status !== 201) throw new Error(`Creating a family failed: ${answer.status} ${answer.text}`);
  return answer.body;
}

const idsOf = (families: { id: number }[]) => families.map((family) => family.id);

describe('POST /api/families', () => {
  it('adds a family with every field of §3, mapping the form’s status onto the canonical one', async () => {
    const volunteer = await createUser(portal, admin);

    const answer = await portal.call<Family>('POST', '/api/families', {
      token: admin,
      body: familyFields({ assignedTo: String(volunteer.id), childAge: '11' }),
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      guidanceStatus: 'actief',
      childAge: 11,
      hasPets: true,
      allowsSmoking: false,
      hasStudyRoom: true,
      externalSupport: 'CLB',
      assignedTo: volunteer.id,
      version: 1,
    });
    expect(answer.body.id).toBeTypeOf('number');
  });

  it('starts a family without a status as a registration in progress, with optional fields empty', async () => {
    const answer = await portal.call<Family>('POST', '/api/families', {
      token: admin,
      body: { parentName: 'Jan Peeters', email: '', childAge: '', assignedTo: 'none' },
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      guidanceStatus: 'in_behandeling',
      email: null,
      childAge: null,
      assignedTo: null,
      hasPets: false,
    });
  });

  it.each([
    ['no parent name', { parentName: '  ' }, m.parentNameRequired],
    ['a malformed e-mail', { email: 'fatima@' }, m.invalidEmail],
    ['a child of 26', { childAge: 26 }, m.invalidAge],
    ['a negative age', { childAge: -1 }, m.invalidAge],
    ['an unknown status', { guidanceStatus: 'weg' }, m.invalidStatus],
    ['an assignee that is not a number', { assignedTo: 'iemand' }, m.invalidAssignee],
    ['an unknown assignee', { assignedTo: 999_999 }, m.assigneeNotActive],
    ['an unknown field', { favouriteColour: 'blauw' }, undefined],
  ])('refuses %s with a Dutch 400 and writes nothing', async (_, overrides, message) => {
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await portal.call('POST', '/api/families', {
      token: admin,
      body: familyFields(overrides),
    });

    expect(answer.status).toBe(400);
    if (message) expect(answer.body.message).toBe(message);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });

  it('refuses an inactive user as assignee', async () => {
    const inactive = await createUser(portal, admin, { status: 'inactive' });
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await portal.call('POST', '/api/families', {
      token: admin,
      body: familyFields({ assignedTo: inactive.id }),
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(m.assigneeNotActive);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });

  it('records the addition in the activity feed without the notes about the child', async () => {
    const family = await createFamily({ notes: 'Vertrouwelijk: dyslexie-attest aangevraagd' });

    const activity = await readTable(portal.resourcePrefix, 'activity');

    expect(
      activity.some((item) => item.kind === 'family-created' && item.subjectId === String(family.id)),
    ).toBe(true);
    expect(JSON.stringify(activity)).not.toContain('dyslexie');
  });
});

describe('GET /api/families', () => {
  it('filters by status in either spelling, by the inactive tab and by search, newest first', async () => {
    const active = await createFamily({ guidanceStatus: 'actief' });
    const paused = await createFamily({ guidanceStatus: 'paused' });
    const completed = await createFamily({
      guidanceStatus: 'afgerond',
      parentName: 'Zoekbare Familie Uniek',
    });
    const registration = await createFamily({ guidanceStatus: 'in_behandeling' });

    const call = (query: string) => portal.call<FamilyPage>('GET', `/api/families${query}`, { token: admin });
    const [all, activeDutch, activeEnglish, inactive, search] = await Promise.all([
      call(''),
      call('?status=actief'),
      call('?status=active&search='),
      call('?status=inactief'),
      call('?search=zoekbare%20familie'),
    ]);

    expect(idsOf(all.body.items).slice(0, 4)).toEqual([registration.id, completed.id, paused.id, active.id]);
    expect(idsOf(activeDutch.body.items)).toContain(active.id);
    expect(activeDutch.body.items.every((family) => family.guidanceStatus === 'actief')).toBe(true);
    expect(idsOf(activeEnglish.body.items)).toEqual(idsOf(activeDutch.body.items));
    expect(idsOf(inactive.body.items)).toEqual(expect.arrayContaining([paused.id, completed.id]));
    expect(
      inactive.body.items.every((family) => ['gepauzeerd', 'afgerond'].includes(family.guidanceStatus)),
    ).toBe(true);
    expect(idsOf(search.body.items)).toEqual([completed.id]);
  });

  it('does not find a family by the words of its notes', async () => {
    await createFamily({ notes: 'Woordje-dat-niemand-zoekt' });

    const answer = await portal.call<FamilyPage>('GET', '/api/families?search=woordje-dat-niemand', {
      token: admin,
    });

    expect(answer.body).toEqual({ items: [], nextCursor: null });
  });

  it('hands out the list a page at a time, newest first, each family once, the last page without a cursor', async () => {
    const tag = `pagina${Math.random().toString(36).slice(2, 8)}`;
    const created: Family[] = [];
    for (let index = 0; index < 5; index += 1) {
      created.push(await createFamily({ parentName: `Familie ${tag} ${index}` }));
    }

    const pages: FamilyPage[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query: string = `?search=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const answer = await portal.call<FamilyPage>('GET', `/api/families${query}`, { token: admin });
      expect(answer.status).toBe(200);
      pages.push(answer.body);
      cursor = answer.body.nextCursor;
    }

    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => idsOf(page.items))).toEqual(idsOf(created).reverse());
  });

  it('pages through the inactive tab (two statuses) without losing a family', async () => {
    const tag = `inactief${Math.random().toString(36).slice(2, 8)}`;
    const paused = await createFamily({ parentName: `Familie ${tag} a`, guidanceStatus: 'paused' });
    await createFamily({ parentName: `Familie ${tag} b`, guidanceStatus: 'actief' });
    const completed = await createFamily({ parentName: `Familie ${tag} c`, guidanceStatus: 'afgerond' });

    const first = await portal.call<FamilyPage>(
      'GET',
      `/api/families?status=inactief&search=${tag}&limit=1`,
      {
        token: admin,
      },
    );
    const second = await portal.call<FamilyPage>(
      'GET',
      `/api/families?status=inactief&search=${tag}&limit=1&cursor=${first.body.nextCursor}`,
      { token: admin },
    );

    expect(idsOf(first.body.items)).toEqual([completed.id]);
    expect(idsOf(second.body.items)).toEqual([paused.id]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not hand out, or one of another list, with the Dutch 400', async () => {
    await createFamily();
    await createFamily();
    const ofAll = await portal.call<FamilyPage>('GET', '/api/families?limit=1', { token: admin });
    const forged = Buffer.from(JSON.stringify({ pk: 'USER#1', sk: 'PROFILE' })).toString('base64url');

    const answers = await Promise.all(
      [`?status=actief&cursor=${ofAll.body.nextCursor}`, `?cursor=${forged}`, '?cursor=bm9n-json'].map(
        (query) => portal.call('GET', `/api/families${query}`, { token: admin }),
      ),
    );

    expect(ofAll.body.nextCursor).toEqual(expect.any(String));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(genericMessages.invalidCursor);
    }
  });

  it('refuses a page larger than 200 with the Dutch 400', async () => {
    const answer = await portal.call('GET', '/api/families?limit=201', { token: admin });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(genericMessages.invalidPageLimit(200));
  });

  it('refuses an unknown status filter', async () => {
    const answer = await portal.call('GET', '/api/families?status=weg', { token: admin });
    expect(answer.status).toBe(400);
  });

  it('refuses users without the view permission', async () => {
    const { token } = await signedInUser(portal, admin, { role: 'dagelijks_bestuurder' });

    const answer = await portal.call('GET', '/api/families', { token });

    expect(answer.status).toBe(403);
  });
});

describe('a volunteer without manage rights', () => {
  it('sees only the families assigned to them, in the list and by id, with the notes', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const mine = await createFamily({ assignedTo: user.id, notes: 'Leest graag strips.' });
    const other = await createFamily();

    const list = await portal.call<FamilyPage>('GET', '/api/families', { token });
    const byStatus = await portal.call<FamilyPage>('GET', '/api/families?status=active', { token });
    const own = await portal.call<Family>('GET', `/api/families/${mine.id}`, { token });
    const unassigned = await portal.call('GET', `/api/families/${other.id}`, { token });
    const missing = await portal.call('GET', '/api/families/999999', { token });

    expect(idsOf(list.body.items)).toEqual([mine.id]);
    expect(idsOf(byStatus.body.items)).toEqual([mine.id]);
    expect(own.status).toBe(200);
    expect(own.body.notes).toBe('Leest graag strips.');
    expect(unassigned.status).toBe(404);
    expect(unassigned.body).toEqual(missing.body);
    expect(unassigned.body.message).toBe(m.notFound);
  });

  it('pages through their assigned families only', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const older = await createFamily({ assignedTo: user.id });
    await createFamily();
    const newer = await createFamily({ assignedTo: user.id });
    await createFamily();

    const first = await portal.call<FamilyPage>('GET', '/api/families?limit=1', { token });
    const second = await portal.call<FamilyPage>(
      'GET',
      `/api/families?limit=1&cursor=${first.body.nextCursor}`,
      {
        token,
      },
    );

    expect(idsOf(first.body.items)).toEqual([newer.id]);
    expect(idsOf(second.body.items)).toEqual([older.id]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('treats a homework coach the same way', async () => {
    const { user, token } = await signedInUser(portal, admin, { role: 'huiswerkbegeleider' });
    const mine = await createFamily({ assignedTo: user.id });
    await createFamily();

    const list = await portal.call<FamilyPage>('GET', '/api/families', { token });

    expect(idsOf(list.body.items)).toEqual([mine.id]);
  });

  it.each([
    ['PUT', 'assigned'],
    ['DELETE', 'assigned'],
    ['PUT', 'unassigned'],
    ['DELETE', 'unassigned'],
  ])('cannot %s an %s family: 403 and nothing changes', async (method, which) => {
    const { user, token } = await signedInUser(portal, admin);
    const family = await createFamily(which === 'assigned' ? { assignedTo: user.id } : {});
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await portal.call(method, `/api/families/${family.id}`, {
      token,
      body: method === 'PUT' ? familyFields({ assignedTo: user.id }) : undefined,
    });

    expect(answer.status).toBe(403);
    expect((await snapshotTables(portal.resourcePrefix)).families).toEqual(before.families);
  });

  it('cannot add a family or read the new registrations', async () => {
    const { token } = await signedInUser(portal, admin);

    const create = await portal.call('POST', '/api/families', { token, body: familyFields() });
    const recent = await portal.call('GET', '/api/families/recent', { token });

    expect(create.status).toBe(403);
    expect(recent.status).toBe(403);
  });
});

describe('a board member (bestuurslid)', () => {
  it('reads the new registrations, since they see every family', async () => {
    const { token } = await signedInUser(portal, admin, { role: 'bestuurslid' });
    const family = await createFamily({ guidanceStatus: 'in_behandeling' });

    const recent = await portal.call<RecentRegistration[]>('GET', '/api/families/recent', { token });

    expect(recent.status).toBe(200);
    expect(idsOf(recent.body)).toContain(family.id);
  });

  it('sees every family but cannot change one', async () => {
    const { token } = await signedInUser(portal, admin, { role: 'bestuurslid' });
    const family = await createFamily();

    const list = await portal.call<FamilyPage>('GET', '/api/families', { token });
    const update = await portal.call('PUT', `/api/families/${family.id}`, { token, body: familyFields() });

    expect(idsOf(list.body.items)).toContain(family.id);
    expect(update.status).toBe(403);
  });
});

describe('PUT /api/families/{id}', () => {
  it('replaces the fields, keeps the status when none is sent, and bumps the version', async () => {
    const family = await createFamily({ guidanceStatus: 'paused' });
    const { guidanceStatus: _omitted, ...fields } = familyFields({ phone: '0499 00 00 00', hasPets: false });

    const answer = await portal.call<Family>('PUT', `/api/families/${family.id}`, {
      token: admin,
      body: fields,
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: family.id,
      phone: '0499 00 00 00',
      hasPets: false,
      guidanceStatus: 'gepauzeerd',
      version: 2,
      createdAt: family.createdAt,
    });
  });

  it('assigns a volunteer and sets the family active, which the volunteer then sees', async () => {
    const family = await createFamily({ guidanceStatus: 'in_behandeling' });
    const { user, token } = await signedInUser(portal, admin);

    const answer = await portal.call<Family>('PUT', `/api/families/${family.id}`, {
      token: admin,
      body: familyFields({ assignedTo: user.id, guidanceStatus: 'active', version: family.version }),
    });
    const seen = await portal.call<FamilyPage>('GET', '/api/families', { token });

    expect(answer.body).toMatchObject({ assignedTo: user.id, guidanceStatus: 'actief' });
    expect(idsOf(seen.body.items)).toEqual([family.id]);
  });

  it('lets exactly one of two concurrent edits of one version win; the other gets a Dutch 409', async () => {
    const family = await createFamily();

    const answers = await Promise.all(
      ['0470 00 00 01', '0470 00 00 02'].map((phone) =>
        portal.call<Family>('PUT', `/api/families/${family.id}`, {
          token: admin,
          body: familyFields({ phone, version: family.version }),
        }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409);
    expect(lost?.body).toMatchObject({ message: m.changed, code: 'CONFLICT' });
    const won = answers.find((answer) => answer.status === 200);
    const stored = await portal.call<Family>('GET', `/api/families/${family.id}`, { token: admin });
    expect(stored.body).toMatchObject({ phone: won?.body.phone, version: 2 });
  });

  it('refuses an edit of a stale version and writes nothing', async () => {
    const family = await createFamily();
    await portal.call('PUT', `/api/families/${family.id}`, { token: admin, body: familyFields() });
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await portal.call('PUT', `/api/families/${family.id}`, {
      token: admin,
      body: familyFields({ version: family.version }),
    });

    expect(answer.status).toBe(409);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });

  it('keeps an assignee whose account has ended, but does not accept choosing one', async () => {
    const volunteer = await createUser(portal, admin);
    const family = await createFamily({ assignedTo: volunteer.id });
    const other = await createFamily();
    await portal.call('PUT', `/api/users/${volunteer.id}`, {
      token: admin,
      body: {
        username: volunteer.username,
        firstName: volunteer.firstName,
        lastName: volunteer.lastName,
        email: volunteer.email,
        status: 'inactive',
      },
    });

    const keep = await portal.call('PUT', `/api/families/${family.id}`, {
      token: admin,
      body: familyFields({ assignedTo: volunteer.id }),
    });
    const choose = await portal.call('PUT', `/api/families/${other.id}`, {
      token: admin,
      body: familyFields({ assignedTo: volunteer.id }),
    });

    expect(keep.status).toBe(200);
    expect(choose.status).toBe(400);
    expect(choose.body.message).toBe(m.assigneeNotActive);
  });

  it('answers 404 for a family that does not exist', async () => {
    const answer = await portal.call('PUT', '/api/families/999999', { token: admin, body: familyFields() });
    expect(answer.status).toBe(404);
  });
});

describe('DELETE /api/families/{id}', () => {
  it('deletes the family, which is then gone', async () => {
    const family = await createFamily();

    const answer = await portal.call('DELETE', `/api/families/${family.id}`, { token: admin });
    const after = await portal.call('GET', `/api/families/${family.id}`, { token: admin });

    expect(answer.body).toEqual({ message: m.deleted });
    expect(after.status).toBe(404);
  });
});

describe('GET /api/families/recent', () => {
  it('lists registrations of the last 7 days still in behandeling, newest first', async () => {
    const { insertFamily } = await import('../../functions/repositories/families');
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const old = await insertFamily(
      {
        parentName: 'Oude Aanmelding',
        email: null,
        phone: null,
        address: null,
        childName: 'Tom',
        childAge: 8,
        school: null,
        grade: null,
        guidanceStatus: 'in_behandeling',
        hasPets: false,
        allowsSmoking: false,
        hasStudyRoom: false,
        externalSupport: null,
        notes: null,
        assignedTo: null,
        source: 'public',
        createdBy: null,
      },
      eightDaysAgo,
      [],
    );
    const first = await createFamily({ guidanceStatus: 'in_behandeling' });
    const second = await createFamily({ guidanceStatus: 'in_behandeling' });
    const active = await createFamily({ guidanceStatus: 'actief' });

    const answer = await portal.call<RecentRegistration[]>('GET', '/api/families/recent', { token: admin });

    const ids = idsOf(answer.body);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(active.id);
    expect(Object.keys(answer.body[0] ?? {}).sort()).toEqual(
      ['childAge', 'childName', 'createdAt', 'email', 'id', 'parentName', 'phone'].sort(),
    );
  });
});

describe('POST /api/families/register (in-portal signup)', () => {
  const signup = {
    parentName: 'Karim Benali',
    email: 'karim.benali@example.org',
    phone: '0470 12 34 56',
    address: 'Stationsstraat 12, 2800 Mechelen',
    childName: 'Amira',
    childAge: '9',
    schoolName: 'Sint-Jozefschool',
    grade: '3de leerjaar',
    subjects: 'Wiskunde en Nederlands',
    notes: 'Bij voorkeur op woensdag.',
  };

  it('creates a registration in behandeling and notifies every active admin and coordinator', async () => {
    const coordinator = await createUser(portal, admin, { role: 'coordinator' });
    const inactiveCoordinator = await createUser(portal, admin, { role: 'coordinator', status: 'inactive' });
    const { user: volunteer, token } = await signedInUser(portal, admin);

    const answer = await portal.call<{ success: boolean; id: number }>('POST', '/api/families/register', {
      token,
      body: signup,
    });

    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
    const family = await portal.call<Family>('GET', `/api/families/${answer.body.id}`, { token: admin });
    expect(family.body).toMatchObject({
      parentName: 'Karim Benali',
      childAge: 9,
      school: 'Sint-Jozefschool',
      guidanceStatus: 'in_behandeling',
      assignedTo: null,
      notes: 'Vakken: Wiskunde en Nederlands\n\nBij voorkeur op woensdag.',
    });
    const notifications = (await readTable(portal.resourcePrefix, 'notifications')).filter(
      (item) =>
        item.type === 'aanmelding' &&
        item.message === 'Karim Benali heeft een kind aangemeld voor huiswerkbegeleiding.',
    );
    const recipients = notifications.map((item) => item.recipientId);
    expect(recipients).toEqual(expect.arrayContaining([1, coordinator.id]));
    expect(recipients).not.toContain(inactiveCoordinator.id);
    expect(recipients).not.toContain(volunteer.id);
    expect(notifications[0]).toMatchObject({ isRead: false, title: m.registrationNotificationTitle });
    expect(notifications[0]?.ttl).toBeTypeOf('number');
    const activity = await readTable(portal.resourcePrefix, 'activity');
    const entry = activity.find((item) => item.subjectId === String(answer.body.id));
    expect(entry).toMatchObject({ kind: 'family-registered', actorId: volunteer.id });
    expect(JSON.stringify(activity)).not.toContain('woensdag');
  });

  it.each([
    ['a one-letter name', { parentName: 'K' }, messages.familySignup.nameRequired],
    ['a malformed e-mail', { email: 'karim@' }, messages.familySignup.invalidEmail],
    ['a short phone number', { phone: '0470' }, messages.familySignup.invalidPhone],
    ['a short address', { address: 'Gent' }, messages.familySignup.addressRequired],
    ['a one-letter child name', { childName: 'A' }, messages.familySignup.childNameRequired],
    ['an age that is not a number', { childAge: 'negen' }, messages.familySignup.ageNotANumber],
    ['no school', { schoolName: '' }, messages.familySignup.schoolRequired],
    ['no grade', { grade: ' ' }, messages.familySignup.gradeRequired],
    ['no subjects', { subjects: 'W' }, messages.familySignup.subjectsRequired],
  ])('refuses %s with the spec’s message and writes nothing', async (_, overrides, message) => {
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await portal.call('POST', '/api/families/register', {
      token: admin,
      body: { ...signup, ...overrides },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });
});
