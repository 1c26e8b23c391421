import { IBAN_CHANGE_REVIEW_BLOCK_DAYS } from '../constants';

/**
 * Four eyes on money (ARCHITECTURE.md §11, issue 38 items 6 and 7): nobody approves a declaration or
 * a bookkeeping entry they created or edited, or whose payee's IBAN they set or changed in the last
 * 30 days (setting it when the account is created counts). The services enforce it inside the
 * approval's own transaction, conditional on the facts read here; the screens call the same function
 * to say why the approve button is off. Pure: every input, the clock included, is an argument.
 */

/** One setting or change of a bank account number: by whom and when (ISO instant). */
export type IbanChange = { byId: number; at: string };

/** What the four-eyes rule looks at, the same for a declaration and for a bookkeeping entry. */
export type ApprovalFacts = {
  /** Who created it: a declaration's declarant, an entry's bookkeeper; null when nobody is known. */
  createdById: number | null;
  /** Everyone who changed it after it was created. */
  editorIds: readonly number[];
  /** The payee's IBAN settings and changes (older ones may be left out: only the last 30 days count). */
  payeeIbanChanges: readonly IbanChange[];
};

export type ApprovalRefusal = 'created-it' | 'edited-it' | 'set-payee-iban';

const DAY_MS = 86_400_000;
const WINDOW_MS = IBAN_CHANGE_REVIEW_BLOCK_DAYS * DAY_MS;

const isWithinWindow = (change: IbanChange, now: Date) =>
  now.getTime() - new Date(change.at).getTime() < WINDOW_MS;

/** The changes that still block someone at `now`: less than 30 days old. */
export const recentIbanChanges = (changes: readonly IbanChange[], now: Date): IbanChange[] =>
  changes.filter((change) => isWithinWindow(change, now));

/** True when `approverId` set or changed the payee's IBAN less than 30 days before `now`. */
export const setPayeeIbanRecently = (approverId: number, changes: readonly IbanChange[], now: Date) =>
  changes.some((change) => change.byId === approverId && isWithinWindow(change, now));

/** Why `approverId` may not approve what `facts` describe, or null when four eyes are kept. */
export function approvalRefusal(approverId: number, facts: ApprovalFacts, now: Date): ApprovalRefusal | null {
  if (facts.createdById === approverId) return 'created-it';
  if (facts.editorIds.includes(approverId)) return 'edited-it';
  if (setPayeeIbanRecently(approverId, facts.payeeIbanChanges, now)) return 'set-payee-iban';
  return null;
}

export const mayApprove = (approverId: number, facts: ApprovalFacts, now: Date) =>
  approvalRefusal(approverId, facts, now) === null;

/**
 * The IBAN history after `byId` set or changed it at `now`: the new change added, the ones that no
 * longer block anyone dropped, so the stored list stays short.
 */
export const withIbanChange = (changes: readonly IbanChange[], byId: number, now: Date): IbanChange[] => [
  ...recentIbanChanges(changes, now),
  { byId, at: now.toISOString() },
];

/** The editors after `editorId` changed the record: each person once, in the order they first edited. */
export const withEditor = (editorIds: readonly number[], editorId: number): number[] =>
  editorIds.includes(editorId) ? [...editorIds] : [...editorIds, editorId];
