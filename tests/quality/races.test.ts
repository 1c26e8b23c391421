import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { recentDay } from '../fixtures/dates';
import type { ApiAnswer, TestPortal } from '../integration/support/portal';
import { startTestPortal } from '../integration/support/portal';
import { readTable } from '../integration/support/tables';
import { createUser, volunteerFields } from '../integration/support/users';

/**
 * Races and double submits: two requests that touch one item at the same moment. The repository
 * writes conditionally on the version it read, so the loser gets a Dutch 409 and changes nothing;
 * guard items (unique username and e-mail) never outlive or miss their user.
 *
 * Extension point: every aggregate gets its own entries in `RACE_SCENARIOS` (families and declarations
 * have theirs; calendars, news, documents… add theirs).
 * A scenario sends its pair again and again until the two requests really overlap (one of them
 * lost), so the assertion is about a real collision, not two requests that happened to run in turn.
 */

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal?.stop());

type User = Awaited<ReturnType<typeof createUser>>;
type Pair = [ApiAnswer, ApiAnswer];

type RaceScenario<T> = {
  name: string;
  /** Fresh objects for one attempt. */
  prepare(): Promise<T>;
  /** Both requests, started together. */
  act(prepared: T): Promise<Pair>;
  /** True when the two requests overlapped (one of them lost the race). */
  collided(pair: Pair): boolean;
  /** What must hold after every attempt, collided or not. */
  assess(prepared: T, pair: Pair): Promise<void>;
};

const MIN_ATTEMPTS = 15;
const MAX_ATTEMPTS = 60;
const WANTED_COLLISIONS = 3;
const statusesOf = (pair: Pair) => pair.map((answer) => answer.status).sort((a, b) => a - b);

async function usersTable() {
  return readTable(portal.resourcePrefix, 'users');
}

/** Every guard item belongs to an existing user with that username or e-mail, and every user has its guards. */
async function expectGuardsConsistent() {
  const items = await usersTable();
  const profiles = new Map(
    items
      .filter((item) => String(item.pk).startsWith('USER#') && item.sk === 'PROFILE')
      .map((item) => [Number(item.id), item]),
  );
  for (const guard of items.filter((item) => item.sk === 'GUARD')) {
    const owner = profiles.get(Number(guard.userId));
    const [kind, value] = String(guard.pk).split(/#(.*)/s);
    expect(owner, `guard ${guard.pk} points at a missing user ${guard.userId}`).toBeDefined();
    const ownValue = kind === 'USERNAME' ? owner?.username : owner?.email;
    expect(String(ownValue).toLowerCase(), `guard ${guard.pk}`).toBe(value);
  }
  const guardKeys = new Set(items.filter((item) => item.sk === 'GUARD').map((item) => String(item.pk)));
  for (const profile of profiles.values()) {
    expect(guardKeys.has(`USERNAME#${String(profile.username).toLowerCase()}`)).toBe(true);
    if (profile.email) expect(guardKeys.has(`EMAIL#${String(profile.email).toLowerCase()}`)).toBe(true);
  }
}

async function storedUser(id: number) {
  return (await usersTable()).find((item) => item.pk === `USER#${id}`);
}

const editBody = (user: User, changes: Record<string, unknown>) => ({
  ...volunteerFields(),
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  password: '',
  ...changes,
});

const put = (user: User, changes: Record<string, unknown>) =>
  portal.call('PUT', `/api/users/${user.id}`, { token: admin, body: editBody(user, changes) });

const concurrentEdits: RaceScenario<{ user: User; version: number }> = {
  name: 'two concurrent edits of one user: one 200, one Dutch 409, the winner’s change stored once',
  async prepare() {
    const user = await createUser(portal, admin);
    return { user, version: Number((await storedUser(user.id))?.version) };
  },
  act: ({ user }) =>
    Promise.all([put(user, { phone: '0470 00 00 01' }), put(user, { phone: '0470 00 00 02' })]),
  collided: (pair) => statusesOf(pair).join() === '200,409',
  async assess({ user, version }, pair) {
    expect(statusesOf(pair)).toSatisfy((statuses: number[]) =>
      ['200,200', '200,409'].includes(statuses.join()),
    );
    const stored = await storedUser(user.id);
    const winners = pair.filter((answer) => answer.status === 200);
    expect(stored?.version).toBe(version + winners.length);
    if (winners.length === 1) {
      const loser = pair.find((answer) => answer.status === 409);
      expect(loser?.body).toEqual({ message: messages.generic.conflict, code: 'CONFLICT' });
      expect(stored?.phone).toBe(winners[0]?.body.phone);
    }
  },
};

const doubleClickedCreate: RaceScenario<{ body: Record<string, unknown> }> = {
  name: 'a double-clicked create (two identical POST /api/users): one 201, one Dutch 409, one user',
  prepare: async () => ({ body: volunteerFields() }),
  act: ({ body }) =>
    Promise.all([
      portal.call('POST', '/api/users', { token: admin, body }),
      portal.call('POST', '/api/users', { token: admin, body }),
    ]),
  collided: () => true,
  async assess({ body }, pair) {
    expect(statusesOf(pair)).toEqual([201, 409]);
    const loser = pair.find((answer) => answer.status === 409);
    expect([messages.volunteers.usernameTaken, messages.generic.conflict]).toContain(loser?.body.message);
    const users = (await usersTable()).filter(
      (item) => String(item.pk).startsWith('USER#') && item.username === body.username,
    );
    expect(users).toHaveLength(1);
  },
};

const twoRenamesToOneUsername: RaceScenario<{ first: User; second: User; username: string }> = {
  name: 'two users renamed to one new username at once: one keeps it, the other gets a Dutch 409',
  async prepare() {
    const [first, second] = await Promise.all([createUser(portal, admin), createUser(portal, admin)]);
    return { first, second, username: `gedeeld-${volunteerFields().username}` };
  },
  act: ({ first, second, username }) => Promise.all([put(first, { username }), put(second, { username })]),
  collided: () => true,
  async assess({ first, second, username }, pair) {
    expect(statusesOf(pair)).toEqual([200, 409]);
    const loser = pair.find((answer) => answer.status === 409);
    expect([messages.volunteers.usernameTaken, messages.generic.conflict]).toContain(loser?.body.message);
    const owners = [await storedUser(first.id), await storedUser(second.id)].filter(
      (user) => user?.username === username,
    );
    expect(owners).toHaveLength(1);
  },
};

const editAgainstDelete: RaceScenario<{ user: User }> = {
  name: 'an edit racing a delete: the user is either gone with its guards or edited, never half',
  prepare: async () => ({ user: await createUser(portal, admin) }),
  act: ({ user }) =>
    Promise.all([
      put(user, { email: `nieuw.${volunteerFields().email}` }),
      portal.call('DELETE', `/api/users/${user.id}`, { token: admin }),
    ]),
  collided: ([edit, remove]) => edit.status === 409 || remove.status === 409,
  async assess({ user }, [edit, remove]) {
    expect([200, 404, 409]).toContain(edit.status);
    expect([200, 409]).toContain(remove.status);
    const stored = await storedUser(user.id);
    if (remove.status === 200) expect(stored).toBeUndefined();
    else expect(stored).toBeDefined();
  },
};

const familyEdit = (id: number, phone: string) =>
  portal.call('PUT', `/api/families/${id}`, {
    token: admin,
    body: { parentName: 'Familie Gelijktijdig', childAge: 9, phone, assignedTo: null },
  });

const concurrentFamilyEdits: RaceScenario<{ id: number }> = {
  name: 'two concurrent edits of one family: one 200, one Dutch 409, the winner’s change stored',
  async prepare() {
    const family = await portal.call('POST', '/api/families', {
      token: admin,
      body: { parentName: 'Familie Gelijktijdig', childAge: 9 },
    });
    return { id: Number(family.body.id) };
  },
  act: ({ id }) => Promise.all([familyEdit(id, '0470 00 00 11'), familyEdit(id, '0470 00 00 12')]),
  collided: (pair) => statusesOf(pair).join() === '200,409',
  async assess({ id }, pair) {
    expect(['200,200', '200,409']).toContain(statusesOf(pair).join());
    const stored = await portal.call('GET', `/api/families/${id}`, { token: admin });
    const winners = pair.filter((answer) => answer.status === 200);
    if (winners.length === 1) {
      expect(pair.find((answer) => answer.status === 409)?.body.message).toBe(messages.families.changed);
      expect(stored.body.phone).toBe(winners[0]?.body.phone);
    }
  },
};

/** A volunteer who declares and a coordinator who reviews, signed in once for every attempt. */
let reviewCast: Promise<[string, string]> | undefined;

const twoReviewersAtOnce: RaceScenario<{ id: number; version: number; reviewers: [string, string] }> = {
  name: 'two reviewers moving one declaration on at once: exactly one step recorded, the other a Dutch 409',
  async prepare() {
    reviewCast ??= Promise.all([
      createUser(portal, admin).then((user) => portal.logIn(String(user.username), user.password)),
      createUser(portal, admin, { role: 'coordinator' }).then((user) =>
        portal.logIn(String(user.username), user.password),
      ),
    ]);
    const [owner, coordinator] = await reviewCast;
    const declaration = await portal.call('POST', '/api/declarations', {
      token: owner,
      body: { type: 'mileage', description: 'Rit naar gezin', kilometers: '6', date: recentDay() },
    });
    return {
      id: Number(declaration.body.id),
      version: Number(declaration.body.version),
      reviewers: [admin, coordinator],
    };
  },
  act: ({ id, version, reviewers }) =>
    Promise.all(
      reviewers.map((token) =>
        portal.call('PATCH', `/api/declarations/${id}/status`, {
          token,
          body: { status: 'in_behandeling', expectedVersion: version },
        }),
      ),
    ) as Promise<Pair>,
  collided: (pair) => pair.some((answer) => answer.body?.message === messages.generic.conflict),
  async assess({ id }, pair) {
    expect(statusesOf(pair)).toEqual([200, 409]);
    const loser = pair.find((answer) => answer.status === 409);
    // Both carry the version they saw: the loser either collides in the write (conflict) or reads
    // the winner's step first and is told the declaration changed since it was opened.
    expect([messages.generic.conflict, messages.declarations.reviewedVersionChanged]).toContain(
      loser?.body.message,
    );
    const stored = await portal.call<{ items: { id: number; statusHistory: { to: string }[] }[] }>(
      'GET',
      '/api/declarations?limit=200',
      { token: admin },
    );
    const declaration = stored.body.items.find((entry) => entry.id === id);
    expect(declaration?.statusHistory.filter((step) => step.to === 'in_behandeling')).toHaveLength(1);
  },
};

const doubleClickedCreateOf = (
  name: string,
  path: string,
  table: 'declarations' | 'families',
  bodyOf: (marker: string) => Record<string, unknown>,
  markerField: string,
): RaceScenario<{ marker: string; key: string }> => ({
  name,
  // The form sends one Idempotency-Key per submission, so a double click repeats the same key.
  prepare: async () => ({ marker: `Dubbelklik ${volunteerFields().username}`, key: crypto.randomUUID() }),
  act: ({ marker, key }) =>
    Promise.all(
      [1, 2].map(() =>
        portal.call('POST', path, {
          token: admin,
          body: bodyOf(marker),
          headers: { 'idempotency-key': key },
        }),
      ),
    ) as Promise<Pair>,
  collided: () => true,
  async assess({ marker }, pair) {
    const items = (await readTable(portal.resourcePrefix, table)).filter(
      (item) => item[markerField] === marker,
    );
    expect(statusesOf(pair)).toEqual([201, 201]);
    expect(pair[0].body.id).toBe(pair[1].body.id);
    expect(items).toHaveLength(1);
  },
});

/** Creates without a natural unique key rely on the Idempotency-Key mechanism of createHandler. */
const IDEMPOTENT_CREATE_SCENARIOS = [
  doubleClickedCreateOf(
    'a double-clicked declaration (two identical POST /api/declarations): one item',
    '/api/declarations',
    'declarations',
    (description) => ({ type: 'mileage', description, kilometers: '3', date: recentDay() }),
    'description',
  ),
  doubleClickedCreateOf(
    'a double-clicked family (two identical POST /api/families): one item',
    '/api/families',
    'families',
    (parentName) => ({ parentName, childAge: 9 }),
    'parentName',
  ),
];

const NEWS_MESSAGE = { title: 'Nieuws', content: '<p>Tekst</p>', targetRoles: ['vrijwilliger'] };

async function storedNews(id: number) {
  return (await readTable(portal.resourcePrefix, 'news')).find(
    (item) => item.pk === `NEWS#${id}` && item.sk === 'NEWS',
  );
}

async function newsMessage() {
  const answer = await portal.call('POST', '/api/news', { token: admin, body: NEWS_MESSAGE });
  return Number(answer.body.id);
}

const concurrentNewsEdits: RaceScenario<{ id: number }> = {
  name: 'two concurrent edits of one news message: one 200, one Dutch 409, the version moves once',
  prepare: async () => ({ id: await newsMessage() }),
  act: ({ id }) =>
    Promise.all(
      ['Eerste titel', 'Tweede titel'].map((title) =>
        portal.call('PUT', `/api/news/${id}`, { token: admin, body: { ...NEWS_MESSAGE, title } }),
      ),
    ) as Promise<Pair>,
  collided: (pair) => statusesOf(pair).join() === '200,409',
  async assess({ id }, pair) {
    const winners = pair.filter((answer) => answer.status === 200);
    expect(winners.length).toBeGreaterThan(0);
    const stored = await storedNews(id);
    expect(stored?.version).toBe(1 + winners.length);
    if (winners.length === 1) {
      expect(pair.find((answer) => answer.status === 409)?.body.message).toBe(messages.generic.conflict);
      expect(stored?.title).toBe(winners[0]?.body.title);
    }
  },
};

let newsReader: string | undefined;
const doubleFirstRead: RaceScenario<{ id: number; token: string }> = {
  name: 'one reader opening a news message twice at once: both answered, counted once',
  async prepare() {
    newsReader ??= await portal.logIn(
      ...(await createUser(portal, admin).then((user) => [String(user.username), user.password] as const)),
    );
    return { id: await newsMessage(), token: newsReader };
  },
  act: ({ id, token }) =>
    Promise.all([
      portal.call('POST', `/api/news/${id}/view`, { token }),
      portal.call('POST', `/api/news/${id}/view`, { token }),
    ]),
  collided: () => true,
  async assess({ id }, pair) {
    expect(statusesOf(pair)).toEqual([200, 200]);
    expect((await storedNews(id))?.viewCount).toBe(1);
  },
};

/** Add a scenario here for every aggregate with versioned updates or a double-submittable create. */
const RACE_SCENARIOS = [
  concurrentEdits,
  doubleClickedCreate,
  twoRenamesToOneUsername,
  editAgainstDelete,
  concurrentFamilyEdits,
  twoReviewersAtOnce,
  concurrentNewsEdits,
  doubleFirstRead,
  ...IDEMPOTENT_CREATE_SCENARIOS,
];

async function runScenario(scenario: RaceScenario<unknown>) {
  const outcomes = new Map<string, number>();
  let collisions = 0;
  for (
    let attempt = 0;
    attempt < MAX_ATTEMPTS && (attempt < MIN_ATTEMPTS || collisions < WANTED_COLLISIONS);
    attempt++
  ) {
    const prepared = await scenario.prepare();

    const pair = await scenario.act(prepared);

    const key = pair
      .map((answer) => (answer.status === 409 ? `409 "${answer.body.message}"` : answer.status))
      .join(' + ');
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    for (const answer of pair) expect(answer.status, answer.text).toBeLessThan(500);
    await scenario.assess(prepared, pair);
    if (scenario.collided(pair)) collisions += 1;
  }
  await expectGuardsConsistent();
  console.log(
    `${scenario.name}\n  outcomes: ${[...outcomes].map(([key, count]) => `${key}×${count}`).join(', ')}`,
  );
  expect(collisions, `no collision in ${MAX_ATTEMPTS} attempts`).toBeGreaterThan(0);
}

describe('races and double submits', () => {
  it.each(RACE_SCENARIOS.map((scenario) => [scenario.name, scenario] as const))('%s', (_, scenario) =>
    runScenario(scenario as RaceScenario<unknown>),
  );
});
