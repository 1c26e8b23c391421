import { monthInBrussels } from '../../shared/format/dates';
import {
  DECLARATION_STATUSES,
  type DeclarationStatus,
  FAMILY_STATUSES,
  type FamilyStatus,
  USER_STATUSES,
  type UserStatus,
} from '../../shared/statuses';

/**
 * The layout of the `statistics` table: its items, attributes and month keys. The rule that turns
 * one write into counter changes is a service (functions/services/statistics/counter-changes.ts);
 * the write repositories receive its result as data and put it in their transactions.
 *
 * Two kinds of item under pk = COUNTS:
 * - TOTALS: how many users, families and declarations exist now, in total and per status.
 * - MONTH#<yyyy-mm>: what happened in that month (Europe/Brussels), and the net change of each
 *   current dashboard count during it, so "growth since the first of the month" needs no history.
 */
export const COUNTS_PARTITION = 'COUNTS';
export const TOTALS_SORT_KEY = 'TOTALS';
export const monthSortKey = (month: string) => `MONTH#${month}`;

/** Declarations still waiting for a decision (the schema's "processing" is not a status this portal stores). */
export const OPEN_DECLARATION_STATUSES = [
  'pending',
  'in_behandeling',
  'wordt_verwerkt',
] as const satisfies readonly DeclarationStatus[];

export type TotalsAttribute =
  | 'users'
  | `users_${UserStatus}`
  /** Users whose role is vrijwilliger or huiswerkbegeleider (VOLUNTEER_ROLES), in total and per status. */
  | 'volunteers'
  | `volunteers_${UserStatus}`
  | 'families'
  | `families_${FamilyStatus}`
  | 'declarations'
  | `declarations_${DeclarationStatus}`;

export const TOTALS_ATTRIBUTES: readonly TotalsAttribute[] = [
  'users',
  ...USER_STATUSES.map((status) => `users_${status}` as const),
  'volunteers',
  ...USER_STATUSES.map((status) => `volunteers_${status}` as const),
  'families',
  ...FAMILY_STATUSES.map((status) => `families_${status}` as const),
  'declarations',
  ...DECLARATION_STATUSES.map((status) => `declarations_${status}` as const),
];

export const MONTH_ATTRIBUTES = [
  /** Volunteers (VOLUNTEER_ROLES) created in the month, less those of them deleted since or no longer volunteers. */
  'newVolunteers',
  /** Families created in the month, less those of them deleted since. */
  'newFamilies',
  /** Families moved into afgerond during the month. */
  'endedSupervisions',
  /** Declarations approved in the month that are still approved (and their amount in cents). */
  'approvedDeclarations',
  'approvedCents',
  /** Net change during the month of the current counts the dashboard shows a growth for. */
  'activeVolunteersChange',
  'activeFamiliesChange',
  'pendingDeclarationsChange',
  /** Mails the portal handed to its channel (SES or the SMTP relay) in the month: system, test and bulk mail. */
  'mailsSent',
] as const;
export type MonthAttribute = (typeof MONTH_ATTRIBUTES)[number];

/** ADD deltas for one counter item; absent attributes do not change. */
export type CounterChange = { sk: string; add: Partial<Record<TotalsAttribute | MonthAttribute, number>> };

/** yyyy-mm of a moment in the association's time zone: 31 March 23:30 UTC is already April in Brussels. */
export const monthOf = (moment: Date | string): string => monthInBrussels(moment);

/** '2026-01' → '2025-12'. */
export function previousMonthOf(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}
