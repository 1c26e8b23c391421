import type { DeclarationStatus, FamilyStatus, UserStatus } from '../../../shared/statuses';
import { isVolunteerRole } from '../../../shared/statuses';
import {
  type CounterChange,
  type MonthAttribute,
  monthOf,
  monthSortKey,
  OPEN_DECLARATION_STATUSES,
  TOTALS_SORT_KEY,
  type TotalsAttribute,
} from '../../repositories/statistics-counters';

// The dashboard-counter rule: pure, no I/O. Services compute the changes of each write with it and
// hand them to the repository, which writes them in the same transaction as the write itself.

export { monthOf, previousMonthOf } from '../../repositories/statistics-counters';

/** Only what the counters depend on, so callers pass their records as they are. */
export type CountedUser = { status: UserStatus; createdAt: string; role: string };
export type CountedFamily = { guidanceStatus: FamilyStatus; createdAt: string };
export type CountedDeclaration = {
  status: DeclarationStatus;
  amountCents: number;
  statusHistory: readonly { at: string; to: DeclarationStatus }[];
  updatedAt: string;
};

export type CountedWrite =
  | { entity: 'user'; before: CountedUser | null; after: CountedUser | null }
  | { entity: 'family'; before: CountedFamily | null; after: CountedFamily | null }
  | { entity: 'declaration'; before: CountedDeclaration | null; after: CountedDeclaration | null };

type Contribution = [sk: string, attribute: TotalsAttribute | MonthAttribute, value: number];

/**
 * When the declaration's current approval happened: the last step into approved of its history (a
 * declaration can be approved, rejected and approved again). A record without that step (loaded in
 * bulk) falls back to its last change, which for an approved declaration is the approval.
 */
function approvalMonthOf(declaration: CountedDeclaration): string {
  const approval = declaration.statusHistory.findLast((step) => step.to === 'approved');
  return monthOf(approval?.at ?? declaration.updatedAt);
}

/**
 * What one record adds to the stored counters while it exists. A write changes the counters by
 * "contribution after − contribution before", which is also how a deletion takes back exactly what
 * its creation or approval added, in the month it was added to.
 */
function contributionOf(write: CountedWrite, side: 'before' | 'after'): Contribution[] {
  switch (write.entity) {
    case 'user': {
      const user = write[side];
      if (!user) return [];
      const counts: Contribution[] = [
        [TOTALS_SORT_KEY, 'users', 1],
        [TOTALS_SORT_KEY, `users_${user.status}`, 1],
      ];
      if (!isVolunteerRole(user.role)) return counts;
      return [
        ...counts,
        [TOTALS_SORT_KEY, 'volunteers', 1],
        [TOTALS_SORT_KEY, `volunteers_${user.status}`, 1],
        [monthSortKey(monthOf(user.createdAt)), 'newVolunteers', 1],
      ];
    }
    case 'family': {
      const family = write[side];
      if (!family) return [];
      return [
        [TOTALS_SORT_KEY, 'families', 1],
        [TOTALS_SORT_KEY, `families_${family.guidanceStatus}`, 1],
        [monthSortKey(monthOf(family.createdAt)), 'newFamilies', 1],
      ];
    }
    case 'declaration': {
      const declaration = write[side];
      if (!declaration) return [];
      const counts: Contribution[] = [
        [TOTALS_SORT_KEY, 'declarations', 1],
        [TOTALS_SORT_KEY, `declarations_${declaration.status}`, 1],
      ];
      if (declaration.status !== 'approved') return counts;
      const approvalMonth = monthSortKey(approvalMonthOf(declaration));
      return [
        ...counts,
        [approvalMonth, 'approvedDeclarations', 1],
        [approvalMonth, 'approvedCents', declaration.amountCents],
      ];
    }
  }
}

const isIn = <T>(value: T | undefined, set: readonly T[]) =>
  value !== undefined && set.includes(value) ? 1 : 0;

const isActiveVolunteer = (user: CountedUser | null) =>
  user !== null && user.status === 'active' && isVolunteerRole(user.role) ? 1 : 0;

/** What happened now rather than what exists: booked in the month of `now`. */
function eventsOf(write: CountedWrite, month: string): Contribution[] {
  const sk = monthSortKey(month);
  switch (write.entity) {
    case 'user':
      return [
        [sk, 'activeVolunteersChange', isActiveVolunteer(write.after) - isActiveVolunteer(write.before)],
      ];
    case 'family': {
      const before = write.before?.guidanceStatus;
      const after = write.after?.guidanceStatus;
      // Only a family that existed and now ends counts; one entered as afgerond ended some other time.
      const hasEnded = before !== undefined && before !== 'afgerond' && after === 'afgerond';
      return [
        [sk, 'activeFamiliesChange', isIn(after, ['actief']) - isIn(before, ['actief'])],
        [sk, 'endedSupervisions', hasEnded ? 1 : 0],
      ];
    }
    case 'declaration':
      return [
        [
          sk,
          'pendingDeclarationsChange',
          isIn(write.after?.status, OPEN_DECLARATION_STATUSES) -
            isIn(write.before?.status, OPEN_DECLARATION_STATUSES),
        ],
      ];
  }
}

/**
 * The counter changes of one write (before/after of a user, family or declaration; null before a
 * create or after a delete), grouped per counter item, zero deltas left out: an edit that changes no
 * counted field yields no change, so its transaction does not touch the hot counter items at all.
 */
export function counterChangesOf(write: CountedWrite, now: Date): CounterChange[] {
  const tally = new Map<string, Map<TotalsAttribute | MonthAttribute, number>>();
  const add = (contributions: Contribution[], sign: 1 | -1) => {
    for (const [sk, attribute, value] of contributions) {
      const item = tally.get(sk) ?? new Map<TotalsAttribute | MonthAttribute, number>();
      item.set(attribute, (item.get(attribute) ?? 0) + sign * value);
      tally.set(sk, item);
    }
  };
  add(contributionOf(write, 'after'), 1);
  add(contributionOf(write, 'before'), -1);
  add(eventsOf(write, monthOf(now)), 1);

  const changes: CounterChange[] = [];
  for (const [sk, attributes] of tally) {
    const nonZero = [...attributes].filter(([, value]) => value !== 0);
    if (nonZero.length > 0) changes.push({ sk, add: Object.fromEntries(nonZero) });
  }
  // TOTALS first, then months in order: a stable order keeps transactions and tests predictable.
  return changes.sort((a, b) =>
    a.sk === TOTALS_SORT_KEY ? -1 : b.sk === TOTALS_SORT_KEY ? 1 : a.sk.localeCompare(b.sk),
  );
}

/** Shorthands for the services: the counter changes of one user, family or declaration write. */
export const userCounterChanges = (before: CountedUser | null, after: CountedUser | null, now: Date) =>
  counterChangesOf({ entity: 'user', before, after }, now);
export const familyCounterChanges = (before: CountedFamily | null, after: CountedFamily | null, now: Date) =>
  counterChangesOf({ entity: 'family', before, after }, now);
export const declarationCounterChanges = (
  before: CountedDeclaration | null,
  after: CountedDeclaration | null,
  now: Date,
) => counterChangesOf({ entity: 'declaration', before, after }, now);
