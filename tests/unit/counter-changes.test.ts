import { describe, expect, it } from 'vitest';
import {
  type CountedDeclaration,
  type CountedFamily,
  type CountedUser,
  counterChangesOf,
  monthOf,
  previousMonthOf,
} from '../../functions/services/statistics/counter-changes';

/** 15 March 2026, noon in Brussels. */
const NOW = new Date('2026-03-15T11:00:00Z');
const THIS_MONTH = 'MONTH#2026-03';

const user = (overrides: Partial<CountedUser> = {}): CountedUser => ({
  status: 'active',
  role: 'vrijwilliger',
  createdAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
});
const family = (overrides: Partial<CountedFamily> = {}): CountedFamily => ({
  guidanceStatus: 'actief',
  createdAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
});
const declaration = (overrides: Partial<CountedDeclaration> = {}): CountedDeclaration => ({
  status: 'pending',
  amountCents: 1250,
  statusHistory: [{ at: '2026-03-02T09:00:00.000Z', to: 'pending' }],
  updatedAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
});
/** An approved declaration whose approval happened at `at`. */
const approvedAt = (at: string, amountCents = 1250) =>
  declaration({
    status: 'approved',
    amountCents,
    statusHistory: [
      { at: '2026-01-05T09:00:00.000Z', to: 'pending' },
      { at, to: 'approved' },
    ],
    updatedAt: at,
  });

describe('months in Belgian time', () => {
  it('puts a moment in the month it is in Brussels, not in UTC', () => {
    expect(monthOf('2026-03-31T21:59:59.000Z')).toBe('2026-03');
    // 31 March 22:30 UTC is 1 April 00:30 in summer time.
    expect(monthOf('2026-03-31T22:30:00.000Z')).toBe('2026-04');
    // 31 December 23:30 UTC is already New Year in Brussels (winter time, UTC+1).
    expect(monthOf(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01');
  });

  it('steps back one month, across a year', () => {
    expect(previousMonthOf('2026-03')).toBe('2026-02');
    expect(previousMonthOf('2026-10')).toBe('2026-09');
    expect(previousMonthOf('2026-01')).toBe('2025-12');
  });
});

describe('counter changes of a user', () => {
  it('counts a new active user in the totals, as a new volunteer and as growth of the active ones', () => {
    const changes = counterChangesOf({ entity: 'user', before: null, after: user() }, NOW);

    expect(changes).toEqual([
      { sk: 'TOTALS', add: { users: 1, users_active: 1, volunteers: 1, volunteers_active: 1 } },
      { sk: THIS_MONTH, add: { newVolunteers: 1, activeVolunteersChange: 1 } },
    ]);
  });

  it('counts a new admin or coordinator as a user, not as a volunteer', () => {
    for (const role of ['admin', 'coordinator', 'bestuurslid']) {
      const changes = counterChangesOf({ entity: 'user', before: null, after: user({ role }) }, NOW);

      expect(changes).toEqual([{ sk: 'TOTALS', add: { users: 1, users_active: 1 } }]);
    }
  });

  it('counts a homework coach as a volunteer, and a volunteer promoted to coordinator no longer', () => {
    const coach = counterChangesOf(
      { entity: 'user', before: null, after: user({ role: 'huiswerkbegeleider' }) },
      NOW,
    );
    const promoted = counterChangesOf(
      { entity: 'user', before: user(), after: user({ role: 'coordinator' }) },
      NOW,
    );

    expect(coach[0]).toEqual({
      sk: 'TOTALS',
      add: { users: 1, users_active: 1, volunteers: 1, volunteers_active: 1 },
    });
    expect(promoted).toEqual([
      { sk: 'TOTALS', add: { volunteers: -1, volunteers_active: -1 } },
      { sk: THIS_MONTH, add: { newVolunteers: -1, activeVolunteersChange: -1 } },
    ]);
  });

  it('moves an activated user from pending to active without counting a new volunteer', () => {
    const changes = counterChangesOf(
      { entity: 'user', before: user({ status: 'pending' }), after: user({ status: 'active' }) },
      NOW,
    );

    expect(changes).toEqual([
      {
        sk: 'TOTALS',
        add: { users_active: 1, users_pending: -1, volunteers_active: 1, volunteers_pending: -1 },
      },
      { sk: THIS_MONTH, add: { activeVolunteersChange: 1 } },
    ]);
  });

  it('yields no change for an edit of fields nothing counts (a password, a phone number)', () => {
    expect(counterChangesOf({ entity: 'user', before: user(), after: user() }, NOW)).toEqual([]);
  });

  it('takes a deleted user out of the month it joined in, and out of the active count this month', () => {
    const changes = counterChangesOf(
      { entity: 'user', before: user({ createdAt: '2026-01-20T10:00:00.000Z' }), after: null },
      NOW,
    );

    expect(changes).toEqual([
      { sk: 'TOTALS', add: { users: -1, users_active: -1, volunteers: -1, volunteers_active: -1 } },
      { sk: 'MONTH#2026-01', add: { newVolunteers: -1 } },
      { sk: THIS_MONTH, add: { activeVolunteersChange: -1 } },
    ]);
  });
});

describe('counter changes of a family', () => {
  it('counts a new registration as a new family, not as an active one', () => {
    const changes = counterChangesOf(
      { entity: 'family', before: null, after: family({ guidanceStatus: 'in_behandeling' }) },
      NOW,
    );

    expect(changes).toEqual([
      { sk: 'TOTALS', add: { families: 1, families_in_behandeling: 1 } },
      { sk: THIS_MONTH, add: { newFamilies: 1 } },
    ]);
  });

  it('counts an ended supervision when an active family moves to afgerond', () => {
    const changes = counterChangesOf(
      { entity: 'family', before: family(), after: family({ guidanceStatus: 'afgerond' }) },
      NOW,
    );

    expect(changes).toEqual([
      { sk: 'TOTALS', add: { families_actief: -1, families_afgerond: 1 } },
      { sk: THIS_MONTH, add: { activeFamiliesChange: -1, endedSupervisions: 1 } },
    ]);
  });

  it('does not count a family entered as afgerond, or one staying afgerond, as ended this month', () => {
    const entered = counterChangesOf(
      { entity: 'family', before: null, after: family({ guidanceStatus: 'afgerond' }) },
      NOW,
    );
    const edited = counterChangesOf(
      {
        entity: 'family',
        before: family({ guidanceStatus: 'afgerond' }),
        after: family({ guidanceStatus: 'afgerond' }),
      },
      NOW,
    );

    expect(entered.flatMap((change) => Object.keys(change.add))).not.toContain('endedSupervisions');
    expect(edited).toEqual([]);
  });

  it('undoes exactly what creating the family added when it is deleted in the same month', () => {
    const created = counterChangesOf({ entity: 'family', before: null, after: family() }, NOW);
    const deleted = counterChangesOf({ entity: 'family', before: family(), after: null }, NOW);

    for (const change of created) {
      const opposite = deleted.find((each) => each.sk === change.sk);
      for (const [name, value] of Object.entries(change.add))
        expect(opposite?.add[name as never]).toBe(-value);
    }
  });
});

describe('counter changes of a declaration', () => {
  it('counts a new declaration as open', () => {
    const changes = counterChangesOf({ entity: 'declaration', before: null, after: declaration() }, NOW);

    expect(changes).toEqual([
      { sk: 'TOTALS', add: { declarations: 1, declarations_pending: 1 } },
      { sk: THIS_MONTH, add: { pendingDeclarationsChange: 1 } },
    ]);
  });

  it('keeps a declaration open while it moves through in_behandeling and wordt_verwerkt', () => {
    const changes = counterChangesOf(
      {
        entity: 'declaration',
        before: declaration({ status: 'in_behandeling' }),
        after: declaration({ status: 'wordt_verwerkt' }),
      },
      NOW,
    );

    expect(changes).toEqual([
      { sk: 'TOTALS', add: { declarations_in_behandeling: -1, declarations_wordt_verwerkt: 1 } },
    ]);
  });

  it('books an approval and its amount in the month of the approval', () => {
    const after = approvedAt(NOW.toISOString(), 1250);

    const changes = counterChangesOf({ entity: 'declaration', before: declaration(), after }, NOW);

    expect(changes).toEqual([
      { sk: 'TOTALS', add: { declarations_pending: -1, declarations_approved: 1 } },
      {
        sk: THIS_MONTH,
        add: { approvedDeclarations: 1, approvedCents: 1250, pendingDeclarationsChange: -1 },
      },
    ]);
  });

  it('takes a rejection after an approval out of the month it was approved in', () => {
    const before = approvedAt('2026-02-27T15:00:00.000Z', 4000);
    const after: CountedDeclaration = {
      ...before,
      status: 'rejected',
      statusHistory: [...before.statusHistory, { at: NOW.toISOString(), to: 'rejected' }],
      updatedAt: NOW.toISOString(),
    };

    const changes = counterChangesOf({ entity: 'declaration', before, after }, NOW);

    expect(changes).toEqual([
      { sk: 'TOTALS', add: { declarations_approved: -1, declarations_rejected: 1 } },
      { sk: 'MONTH#2026-02', add: { approvedDeclarations: -1, approvedCents: -4000 } },
    ]);
  });

  it('uses the latest approval of a declaration approved, rejected and approved again', () => {
    const reapproved: CountedDeclaration = {
      status: 'approved',
      amountCents: 900,
      statusHistory: [
        { at: '2026-01-05T09:00:00.000Z', to: 'pending' },
        { at: '2026-01-10T09:00:00.000Z', to: 'approved' },
        { at: '2026-01-12T09:00:00.000Z', to: 'rejected' },
        { at: '2026-02-03T09:00:00.000Z', to: 'approved' },
      ],
      updatedAt: '2026-02-03T09:00:00.000Z',
    };

    const changes = counterChangesOf({ entity: 'declaration', before: reapproved, after: null }, NOW);

    expect(changes).toContainEqual({
      sk: 'MONTH#2026-02',
      add: { approvedDeclarations: -1, approvedCents: -900 },
    });
    expect(changes.map((change) => change.sk)).not.toContain('MONTH#2026-01');
  });

  it('attributes an approval just after midnight on the first to the new month in Brussels', () => {
    // 1 March 2026 00:15 in Brussels is still 28 February in UTC.
    const after = approvedAt('2026-02-28T23:15:00.000Z');

    const changes = counterChangesOf({ entity: 'declaration', before: declaration(), after }, NOW);

    expect(changes.find((change) => change.sk === THIS_MONTH)?.add).toMatchObject({
      approvedDeclarations: 1,
      approvedCents: 1250,
    });
  });

  it('uncounts a deleted approved declaration from its approval month and the totals', () => {
    const changes = counterChangesOf(
      { entity: 'declaration', before: approvedAt('2026-02-10T09:00:00.000Z', 700), after: null },
      NOW,
    );

    expect(changes).toEqual([
      { sk: 'TOTALS', add: { declarations: -1, declarations_approved: -1 } },
      { sk: 'MONTH#2026-02', add: { approvedDeclarations: -1, approvedCents: -700 } },
    ]);
  });

  it('moves only the amount difference when an approved declaration changes amount', () => {
    const before = approvedAt('2026-03-10T09:00:00.000Z', 1000);

    const changes = counterChangesOf(
      { entity: 'declaration', before, after: { ...before, amountCents: 1500 } },
      NOW,
    );

    expect(changes).toEqual([{ sk: THIS_MONTH, add: { approvedCents: 500 } }]);
  });

  it('falls back to the last change for an approved declaration without an approval step', () => {
    const loaded = declaration({
      status: 'approved',
      statusHistory: [],
      updatedAt: '2026-02-14T09:00:00.000Z',
    });

    const changes = counterChangesOf({ entity: 'declaration', before: loaded, after: null }, NOW);

    expect(changes.map((change) => change.sk)).toContain('MONTH#2026-02');
  });
});
