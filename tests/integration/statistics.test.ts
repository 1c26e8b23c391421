import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Statistics, statisticsSchema } from '../../shared/schemas/dashboard';
import type { Family } from '../../shared/schemas/families';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { createUser, signedInUser, volunteerFields } from './support/users';

/**
 * GET /api/statistics reads counters the write paths keep in their own transactions. The tests drive
 * the real API and keep a model of what every figure must be: each answer is compared whole, so a
 * figure that drifts anywhere shows up.
 */

let portal: TestPortal;
let admin: string;
let volunteer: { token: string; id: number };

type Repositories = {
  families: typeof import('../../functions/repositories/families');
  declarations: typeof import('../../functions/repositories/declarations');
  users: typeof import('../../functions/repositories/users');
  table: typeof import('../../functions/repositories/table');
  counters: typeof import('../../functions/repositories/statistics-counters');
  rule: typeof import('../../functions/services/statistics/counter-changes');
  rebuild: typeof import('../../functions/services/dashboard/rebuild-statistics');
};
let repositories: Repositories;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  // The repositories read their table names at import, once the portal has set them.
  repositories = {
    families: await import('../../functions/repositories/families'),
    declarations: await import('../../functions/repositories/declarations'),
    users: await import('../../functions/repositories/users'),
    table: await import('../../functions/repositories/table'),
    counters: await import('../../functions/repositories/statistics-counters'),
    rule: await import('../../functions/services/statistics/counter-changes'),
    rebuild: await import('../../functions/services/dashboard/rebuild-statistics'),
  };
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => portal.stop());

/** What the counters must say: current counts, this month's events and net changes, last month's amount. */
type Model = {
  users: number;
  activeUsers: number;
  families: number;
  activeFamilies: number;
  declarations: number;
  openDeclarations: number;
  newVolunteers: number;
  newFamilies: number;
  endedSupervisions: number;
  approvedDeclarations: number;
  approvedCents: number;
  previousMonthApprovedCents: number;
  activeUsersChange: number;
  activeFamiliesChange: number;
  openDeclarationsChange: number;
};

/**
 * A fresh portal has only the seeded admin, created (and so counted as a user) this month; an admin is
 * no volunteer, so the volunteer figures start at 0. `activeUsers` are active volunteers.
 */
const model: Model = {
  users: 1,
  activeUsers: 0,
  families: 0,
  activeFamilies: 0,
  declarations: 0,
  openDeclarations: 0,
  newVolunteers: 0,
  newFamilies: 0,
  endedSupervisions: 0,
  approvedDeclarations: 0,
  approvedCents: 0,
  previousMonthApprovedCents: 0,
  activeUsersChange: 0,
  activeFamiliesChange: 0,
  openDeclarationsChange: 0,
};

const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

/** The schema's definition of growth: the month's change against the count on the first of the month. */
function growth(current: number, change: number): number | null {
  const base = current - change;
  return base > 0 ? Math.round((change / base) * 1000) / 10 : null;
}

function expectedAnswer(expected: Model): Statistics {
  const previous = expected.previousMonthApprovedCents;
  return {
    activeVolunteers: expected.activeUsers,
    activeFamilies: expected.activeFamilies,
    pendingDeclarations: expected.openDeclarations,
    monthlyExpenses: (expected.approvedCents / 100).toFixed(2),
    totalVolunteers: expected.users,
    totalFamilies: expected.families,
    totalDeclarations: expected.declarations,
    newFamilies: expected.newFamilies,
    growth: {
      activeVolunteers: growth(expected.activeUsers, expected.activeUsersChange),
      activeFamilies: growth(expected.activeFamilies, expected.activeFamiliesChange),
      pendingDeclarations: growth(expected.openDeclarations, expected.openDeclarationsChange),
      monthlyExpenses:
        previous > 0 ? Math.round(((expected.approvedCents - previous) / previous) * 1000) / 10 : null,
    },
    month: {
      month: thisMonth(),
      newVolunteers: expected.newVolunteers,
      endedSupervisions: expected.endedSupervisions,
      approvedDeclarations: expected.approvedDeclarations,
    },
  };
}

async function statistics(token = admin): Promise<Statistics> {
  const answer = await portal.call('GET', '/api/statistics', { token });
  expect(answer.status, answer.text).toBe(200);
  return statisticsSchema.parse(answer.body);
}

const expectModel = async () => expect(await statistics()).toEqual(expectedAnswer(model));

function familyFields(overrides: Record<string, unknown> = {}) {
  const unique = Math.random().toString(36).slice(2, 8);
  return {
    parentName: `Familie Wouters ${unique}`,
    email: `wouters.${unique}@example.org`,
    phone: '0470 11 22 33',
    address: 'Dorpsstraat 4, 9000 Gent',
    childName: 'Lina',
    childAge: 9,
    school: 'De Regenboog',
    grade: '3de leerjaar',
    guidanceStatus: 'actief',
    hasPets: false,
    allowsSmoking: false,
    hasStudyRoom: true,
    externalSupport: null,
    notes: null,
    assignedTo: null,
    ...overrides,
  };
}

async function createFamily(overrides: Record<string, unknown> = {}) {
  const answer = await portal.call<Family>('POST', '/api/families', {
    token: admin,
    body: familyFields(overrides),
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

async function updateFamily(family: Family, guidanceStatus: string) {
  const answer = await portal.call<Family>('PUT', `/api/families/${family.id}`, {
    token: admin,
    body: { ...familyFields({ parentName: family.parentName, guidanceStatus }), version: family.version },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function declare(amount: string) {
  const answer = await portal.call<{ id: number }>('POST', '/api/declarations', {
    token: volunteer.token,
    body: { type: 'expense', description: 'Schoolmateriaal', amount, date: today() },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id;
}

async function review(id: number, status: string, reviewNotes?: string) {
  const declarations = await portal.call<{ items: { id: number; version: number }[] }>(
    'GET',
    '/api/declarations?limit=200',
    { token: admin },
  );
  const expectedVersion = declarations.body.items.find((item) => item.id === id)?.version;
  const answer = await portal.call('PATCH', `/api/declarations/${id}/status`, {
    token: admin,
    body: { status, expectedVersion, ...(reviewNotes ? { reviewNotes } : {}) },
  });
  expect(answer.status, answer.text).toBe(200);
}

/** Noon, two days before the first of this month: surely last month in Brussels too. */
function lastMonth(): Date {
  const [year = 0, month = 1] = thisMonth().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 1, 12) - 2 * 86_400_000);
}

async function counterItems() {
  return readTable(portal.resourcePrefix, 'statistics');
}

describe('GET /api/statistics', () => {
  it('counts the seeded admin as a user but not as a volunteer on a fresh portal; growth is null without anything to compare with', async () => {
    const answer = await statistics();

    expect(answer).toEqual(expectedAnswer(model));
    expect(answer).toMatchObject({
      activeVolunteers: 0,
      totalVolunteers: 1,
      month: { newVolunteers: 0 },
      monthlyExpenses: '0.00',
      growth: {
        activeVolunteers: null,
        activeFamilies: null,
        pendingDeclarations: null,
        monthlyExpenses: null,
      },
    });
  });

  it('measures growth against the counts on the first of the month and last month’s approved amount', async () => {
    // Prepare: last month two active families, one open and one approved declaration (€ 20).
    const { families, declarations } = repositories;
    volunteer = await signedInUser(portal, admin).then(({ user, token }) => ({ token, id: user.id }));
    Object.assign(model, {
      users: model.users + 1,
      activeUsers: model.activeUsers + 1,
      newVolunteers: model.newVolunteers + 1,
      activeUsersChange: model.activeUsersChange + 1,
    });
    const earlier = lastMonth();
    for (let index = 0; index < 2; index += 1) {
      await families.insertFamily(
        { ...familyFields(), guidanceStatus: 'actief', source: 'staff', createdBy: null },
        earlier,
        repositories.rule.familyCounterChanges(
          null,
          { guidanceStatus: 'actief', createdAt: earlier.toISOString() },
          earlier,
        ),
      );
    }
    const record = async (status: 'pending' | 'approved', amountCents: number) => {
      const at = earlier.toISOString();
      const stored: Parameters<typeof declarations.insertDeclaration>[0] = {
        id: await declarations.allocateDeclarationId(),
        type: 'expense',
        description: 'Vorige maand',
        amountCents,
        kilometerTenths: null,
        date: at.slice(0, 10),
        status,
        userId: volunteer.id,
        userName: 'Sanne Peeters',
        receiptUploadId: null,
        receiptName: null,
        reviewNotes: null,
        statusHistory: [
          { at, byId: volunteer.id, byName: 'Sanne Peeters', from: null, to: 'pending', note: null },
          ...(status === 'approved'
            ? [{ at, byId: 1, byName: 'Admin Beheerder', from: 'pending' as const, to: status, note: null }]
            : []),
        ],
        editorIds: [],
        createdAt: at,
        updatedAt: at,
        version: 1,
      };
      await declarations.insertDeclaration(
        stored,
        repositories.rule.declarationCounterChanges(null, stored, earlier),
      );
    };
    await record('pending', 500);
    await record('approved', 2000);
    Object.assign(model, {
      families: 2,
      activeFamilies: 2,
      declarations: 2,
      openDeclarations: 1,
      previousMonthApprovedCents: 2000,
    });

    // Act: this month one more active family, and one declaration of € 30 submitted and approved.
    await createFamily({ guidanceStatus: 'actief' });
    const id = await declare('30.00');
    await review(id, 'approved');
    Object.assign(model, {
      families: 3,
      activeFamilies: 3,
      newFamilies: 1,
      activeFamiliesChange: 1,
      declarations: 3,
      approvedDeclarations: 1,
      approvedCents: 3000,
    });

    // Assess: 3 active families against 2 on the first (+50%), € 30 against € 20 (+50%), 1 open as on the first (0%).
    const answer = await statistics();
    expect(answer).toEqual(expectedAnswer(model));
    expect(answer.growth).toEqual({
      activeVolunteers: null,
      activeFamilies: 50,
      pendingDeclarations: 0,
      monthlyExpenses: 50,
    });
    expect(answer.monthlyExpenses).toBe('30.00');
  });

  it('counts a new coordinator or admin as a user, not as an active or new volunteer (the sidebar badge)', async () => {
    await createUser(portal, admin, { role: 'coordinator' });
    await createUser(portal, admin, { role: 'admin' });
    model.users += 2;

    await expectModel();
  });

  it('follows a volunteer from pending to active to deleted', async () => {
    const pending = await createUser(portal, admin, { status: 'pending' });
    model.users += 1;
    model.newVolunteers += 1;
    await expectModel();

    const activated = await portal.call('PUT', `/api/users/${pending.id}`, {
      token: admin,
      body: { ...volunteerFields(), username: pending.username, password: '', status: 'active' },
    });
    expect(activated.status, activated.text).toBe(200);
    model.activeUsers += 1;
    model.activeUsersChange += 1;
    await expectModel();

    const deleted = await portal.call('DELETE', `/api/users/${pending.id}`, { token: admin });
    expect(deleted.status, deleted.text).toBe(200);
    model.users -= 1;
    model.activeUsers -= 1;
    model.activeUsersChange -= 1;
    model.newVolunteers -= 1;
    await expectModel();
  });

  it('follows a family from registration to active to afgerond, then deleted', async () => {
    const registered = await createFamily({ guidanceStatus: 'in_behandeling' });
    model.families += 1;
    model.newFamilies += 1;
    await expectModel();

    const active = await updateFamily(registered, 'actief');
    model.activeFamilies += 1;
    model.activeFamiliesChange += 1;
    await expectModel();

    await updateFamily(active, 'afgerond');
    model.activeFamilies -= 1;
    model.activeFamiliesChange -= 1;
    model.endedSupervisions += 1;
    await expectModel();

    const deleted = await portal.call('DELETE', `/api/families/${registered.id}`, { token: admin });
    expect(deleted.status, deleted.text).toBe(200);
    model.families -= 1;
    model.newFamilies -= 1;
    // The supervision did end this month; deleting the family afterwards does not undo that.
    await expectModel();
  });

  it('counts declarations through review: approval, rejection after approval, deletion of an approved one', async () => {
    const first = await declare('12.50');
    const second = await declare('7.25');
    model.declarations += 2;
    model.openDeclarations += 2;
    model.openDeclarationsChange += 2;
    await expectModel();

    await review(second, 'in_behandeling');
    await expectModel();

    await review(first, 'approved');
    model.openDeclarations -= 1;
    model.openDeclarationsChange -= 1;
    model.approvedDeclarations += 1;
    model.approvedCents += 1250;
    await expectModel();

    await review(first, 'rejected', 'Geen geldig betaalbewijs.');
    model.approvedDeclarations -= 1;
    model.approvedCents -= 1250;
    await expectModel();

    await review(second, 'approved');
    model.openDeclarations -= 1;
    model.openDeclarationsChange -= 1;
    model.approvedDeclarations += 1;
    model.approvedCents += 725;
    await expectModel();

    const deleted = await portal.call('DELETE', `/api/declarations/${second}`, { token: admin });
    expect(deleted.status, deleted.text).toBe(200);
    model.declarations -= 1;
    model.approvedDeclarations -= 1;
    model.approvedCents -= 725;
    await expectModel();
  });

  it('answers every signed-in user, not only staff', async () => {
    expect(await statistics(volunteer.token)).toEqual(expectedAnswer(model));
  });

  it('counts families saved at the same moment, each exactly once', async () => {
    const created = await Promise.all(
      Array.from({ length: 6 }, () =>
        portal.call('POST', '/api/families', {
          token: admin,
          body: familyFields({ guidanceStatus: 'actief' }),
        }),
      ),
    );

    expect(created.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    model.families += 6;
    model.activeFamilies += 6;
    model.activeFamiliesChange += 6;
    model.newFamilies += 6;
    await expectModel();
  });
});

describe('a lost race', () => {
  it('changes no counter when a family, a declaration or a user was changed since it was read', async () => {
    const { families, declarations, users } = repositories;
    const family = await families.getFamilyById((await createFamily({ guidanceStatus: 'actief' })).id);
    const declaration = await declarations.getDeclaration(await declare('4.00'));
    const user = await users.getUserById((await createUser(portal, admin)).id);
    if (!family || !declaration || !user) throw new Error('The records were just created');
    Object.assign(model, {
      families: model.families + 1,
      activeFamilies: model.activeFamilies + 1,
      activeFamiliesChange: model.activeFamiliesChange + 1,
      newFamilies: model.newFamilies + 1,
      declarations: model.declarations + 1,
      openDeclarations: model.openDeclarations + 1,
      openDeclarationsChange: model.openDeclarationsChange + 1,
      users: model.users + 1,
      activeUsers: model.activeUsers + 1,
      activeUsersChange: model.activeUsersChange + 1,
      newVolunteers: model.newVolunteers + 1,
    });
    // Someone else saves each of them first.
    const now = new Date();
    const { rule } = repositories;
    expect(await families.replaceFamily(family, { ...family, notes: 'Eerst' }, now, [])).not.toBe('changed');
    expect(await declarations.replaceDeclaration(declaration, { ...declaration, version: 2 }, [])).toBe(true);
    expect(await users.replaceUser(user, { phone: '0470 00 00 00' }, now, [])).toHaveProperty('user');
    const countersBefore = await counterItems();

    // The stale copies lose: each would have moved a counter.
    const ended = { ...family, guidanceStatus: 'afgerond' as const };
    const lostFamily = await families.replaceFamily(
      family,
      ended,
      now,
      rule.familyCounterChanges(family, ended, now),
    );
    const approved = { ...declaration, status: 'approved' as const, version: declaration.version + 1 };
    const lostDeclaration = await declarations.replaceDeclaration(
      declaration,
      approved,
      rule.declarationCounterChanges(declaration, approved, now),
    );
    const lostDelete = await families.deleteFamily(family, rule.familyCounterChanges(family, null, now));
    const lostUser = await users.deleteUser(user, rule.userCounterChanges(user, null, now));

    expect([lostFamily, lostDeclaration, lostDelete, lostUser]).toEqual([
      'changed',
      false,
      'changed',
      'changed',
    ]);
    expect(await counterItems()).toEqual(countersBefore);
    await expectModel();
  });

  it('answers 409 to a stale family edit through the API and counts nothing', async () => {
    const family = await createFamily({ guidanceStatus: 'in_behandeling' });
    model.families += 1;
    model.newFamilies += 1;
    await updateFamily(family, 'gepauzeerd');
    const countersBefore = await counterItems();

    const stale = await portal.call('PUT', `/api/families/${family.id}`, {
      token: admin,
      body: { ...familyFields({ guidanceStatus: 'afgerond' }), version: family.version },
    });

    expect(stale.status).toBe(409);
    expect(await counterItems()).toEqual(countersBefore);
    await expectModel();
  });
});

describe('sendTransaction', () => {
  const cancelled = (...codes: string[]) =>
    new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: codes.map((Code) => ({ Code })),
    });

  it('tries a transaction again when it lost to a concurrent one', async () => {
    const dynamo = mockClient(DynamoDBDocumentClient);
    try {
      dynamo
        .on(TransactWriteCommand)
        .rejectsOnce(cancelled('None', 'TransactionConflict'))
        .rejectsOnce(cancelled('TransactionConflict', 'None'))
        .resolves({});

      await repositories.table.sendTransaction({ TransactItems: [] });

      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
    } finally {
      dynamo.restore();
    }
  });

  it('never retries a failed condition, even beside a conflict', async () => {
    const dynamo = mockClient(DynamoDBDocumentClient);
    try {
      dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'TransactionConflict'));

      const sent = repositories.table.sendTransaction({ TransactItems: [] });

      await expect(sent).rejects.toBeInstanceOf(TransactionCanceledException);
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    } finally {
      dynamo.restore();
    }
  });

  it('gives up after a few conflicts, so a hot counter cannot hold a request forever', async () => {
    const dynamo = mockClient(DynamoDBDocumentClient);
    try {
      dynamo.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));

      await expect(repositories.table.sendTransaction({ TransactItems: [] })).rejects.toBeInstanceOf(
        TransactionCanceledException,
      );
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(4);
    } finally {
      dynamo.restore();
    }
  });
});

describe('rebuildStatisticsTotals', () => {
  it('recounts from the indexes exactly the totals the write paths kept', async () => {
    const { counters, rebuild } = repositories;
    const totalsItem = async () => {
      const item = (await counterItems()).find((each) => each.sk === counters.TOTALS_SORT_KEY) ?? {};
      return Object.fromEntries(counters.TOTALS_ATTRIBUTES.map((name) => [name, Number(item[name] ?? 0)]));
    };
    const kept = await totalsItem();

    const recounted = await rebuild.rebuildStatisticsTotals();

    expect(recounted).toEqual(kept);
    expect(await totalsItem()).toEqual(kept);
    await expectModel();
  });
});

describe('what answering costs', () => {
  /** The names of the DynamoDB commands the process sends while `act` runs (the handlers run in it). */
  async function commandsDuring(act: () => Promise<unknown>) {
    const names: string[] = [];
    for (const prototype of [DynamoDBDocumentClient.prototype, DynamoDBClient.prototype]) {
      const original = prototype.send;
      vi.spyOn(prototype, 'send').mockImplementation(function (this: unknown, ...args: unknown[]) {
        names.push((args[0] as { constructor: { name: string } }).constructor.name);
        return (original as (...values: unknown[]) => unknown).apply(this, args);
      } as never);
    }
    try {
      await act();
    } finally {
      vi.restoreAllMocks();
    }
    return names.sort();
  }

  it('issues no Scan and the same few reads however much data there is', async () => {
    const { families } = repositories;
    const small = await commandsDuring(() => statistics());
    for (let index = 0; index < 30; index += 1) {
      const now = new Date();
      await families.insertFamily(
        { ...familyFields(), guidanceStatus: 'afgerond', source: 'staff', createdBy: null },
        now,
        repositories.rule.familyCounterChanges(
          null,
          { guidanceStatus: 'afgerond', createdAt: now.toISOString() },
          now,
        ),
      );
    }
    model.families += 30;
    model.newFamilies += 30;

    const larger = await commandsDuring(() => expectModel());

    expect(larger).toEqual(small);
    expect(small.filter((name) => name === 'BatchGetCommand')).toHaveLength(1);
    expect(small.filter((name) => /Scan|Query/.test(name))).toEqual([]);
  });
});
