import { type BankLineProposal, MAX_PROPOSALS, PROPOSAL_WINDOW_DAYS } from '../../../shared/schemas/bank';
import { entryIdOfCommunication } from '../../../shared/validation/structured-communication';
import type { EntryRecord } from '../../repositories/accounting';
import type { PaymentFileRecord, PaymentRecord } from '../../repositories/bank';
import { paymentOfEndToEndId } from '../../repositories/keys/bank';
import type { StatementLine } from './statements/statement';

/**
 * Matching bank lines to the books in memory (issue 34): the candidates are read once per import or
 * per page of lines and indexed here, so matching a line is a map look-up, never a query per line.
 * Pure: no clients, no clock.
 */

/** What matching needs of a transaction; `bankLineId` is set once it is reconciled. */
export type EntryCandidate = Pick<
  EntryRecord,
  'id' | 'type' | 'amountCents' | 'date' | 'description' | 'status' | 'declarationId' | 'bankAccountId'
> & { bankLineId?: string | null | undefined };

/** A payment of a pain.001 file, with its file's id, place and requested execution day. */
export type PaymentCandidate = PaymentRecord & { fileId: string; index: number; date: string };

/** The amount a transaction moves on the bank, signed like a bank line (a debit is negative). */
export const bankAmountOf = (entry: Pick<EntryRecord, 'type' | 'amountCents'>) =>
  entry.type === 'incoming' ? entry.amountCents : -entry.amountCents;

const isOpen = (entry: EntryCandidate) => !entry.bankLineId && entry.status !== 'rejected';

export type EntryIndex = {
  byId: ReadonlyMap<number, EntryCandidate>;
  /** Open transactions by their bank amount. */
  byAmount: ReadonlyMap<number, readonly EntryCandidate[]>;
};

export function indexEntries(entries: Iterable<EntryCandidate>): EntryIndex {
  const byId = new Map<number, EntryCandidate>();
  const byAmount = new Map<number, EntryCandidate[]>();
  for (const entry of entries) {
    byId.set(entry.id, entry);
    if (!isOpen(entry)) continue;
    const amount = bankAmountOf(entry);
    const same = byAmount.get(amount);
    if (same) same.push(entry);
    else byAmount.set(amount, [entry]);
  }
  return { byId, byAmount };
}

/** The payments of the files still waiting for the bank, with their place, by the amount they take off the account (negative). */
export function indexPayments(
  files: Iterable<PaymentFileRecord>,
  isWaiting: (fileId: string, payment: PaymentRecord) => boolean = () => true,
) {
  const byAmount = new Map<number, PaymentCandidate[]>();
  for (const file of files) {
    file.payments.forEach((payment, index) => {
      if (!isWaiting(file.fileId, payment)) return;
      const candidate = { ...payment, fileId: file.fileId, index, date: file.executionDate };
      const amount = -payment.amountCents;
      const same = byAmount.get(amount);
      if (same) same.push(candidate);
      else byAmount.set(amount, [candidate]);
    });
  }
  return byAmount as ReadonlyMap<number, readonly PaymentCandidate[]>;
}

/** The payment of a pain.001 file a debit line pays, when the end-to-end id names it and amount and IBAN agree. */
export function paymentOfLine(line: StatementLine, files: ReadonlyMap<string, PaymentFileRecord>) {
  if (line.amountCents >= 0) return null;
  const ref = paymentOfEndToEndId(line.endToEndId) ?? paymentOfEndToEndId(line.communication);
  const payment = ref ? files.get(ref.fileId)?.payments[ref.index] : undefined;
  if (!ref || !payment || line.amountCents !== -payment.amountCents) return null;
  if (line.counterpartyIban && line.counterpartyIban !== payment.iban) return null;
  return { ...payment, fileId: ref.fileId, index: ref.index };
}

/** The open incoming transaction a credit line names by its structured communication, for the same amount. */
export function entryOfLine(
  line: Pick<StatementLine, 'amountCents' | 'structuredCommunication'>,
  entries: EntryIndex,
) {
  if (line.amountCents <= 0) return null;
  const id = entryIdOfCommunication(line.structuredCommunication);
  const entry = id ? entries.byId.get(id) : undefined;
  if (!entry || !isOpen(entry) || entry.type !== 'incoming') return null;
  return entry.amountCents === line.amountCents ? entry : null;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/** The first and last day a proposal for a line of `date` may carry. */
export function proposalWindow(dates: readonly string[]) {
  const sorted = [...dates].sort();
  const shift = (day: string, days: number) =>
    new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
  return {
    from: shift(sorted[0] ?? '1970-01-01', -PROPOSAL_WINDOW_DAYS),
    to: shift(sorted.at(-1) ?? '1970-01-01', PROPOSAL_WINDOW_DAYS),
  };
}

/**
 * Proposals for an unmatched line: open transactions and payments of exactly its amount dated at
 * most PROPOSAL_WINDOW_DAYS from it, nearest date first (then payments before transactions, as a
 * payment names its payee; then the lower id).
 */
export function proposalsFor(
  line: Pick<StatementLine, 'amountCents' | 'date'>,
  entries: EntryIndex,
  payments: ReadonlyMap<number, readonly PaymentCandidate[]>,
): BankLineProposal[] {
  const day = dayNumber(line.date);
  const distance = (date: string) => Math.abs(dayNumber(date) - day);
  const proposals: (BankLineProposal & { order: number })[] = [];
  for (const entry of entries.byAmount.get(line.amountCents) ?? []) {
    const dayDistance = distance(entry.date);
    if (!isOpen(entry) || dayDistance > PROPOSAL_WINDOW_DAYS) continue;
    proposals.push({
      kind: 'entry',
      entryId: entry.id,
      paymentFileId: null,
      paymentIndex: null,
      date: entry.date,
      description: entry.description,
      dayDistance,
      order: 1,
    });
  }
  for (const payment of payments.get(line.amountCents) ?? []) {
    const dayDistance = distance(payment.date);
    if (dayDistance > PROPOSAL_WINDOW_DAYS) continue;
    proposals.push({
      kind: 'payment',
      entryId: null,
      paymentFileId: payment.fileId,
      paymentIndex: payment.index,
      date: payment.date,
      description: `${payment.name} (${payment.fileId})`,
      dayDistance,
      order: 0,
    });
  }
  proposals.sort(
    (a, b) =>
      a.dayDistance - b.dayDistance ||
      a.order - b.order ||
      (a.entryId ?? a.paymentIndex ?? 0) - (b.entryId ?? b.paymentIndex ?? 0),
  );
  return proposals.slice(0, MAX_PROPOSALS).map(({ order: _order, ...proposal }) => proposal);
}

/** What the import does with a line of its own accord: pay a payment, reconcile a transaction, or leave it open. */
export type AutomaticMatch =
  | { kind: 'payment'; payment: NonNullable<ReturnType<typeof paymentOfLine>> }
  | { kind: 'entry'; entry: EntryCandidate }
  | { kind: 'open' };

/** The automatic match of every line, by look-ups in the files and the index: no query per line. */
export function automaticMatches(
  lines: readonly StatementLine[],
  entries: EntryIndex,
  files: ReadonlyMap<string, PaymentFileRecord>,
): AutomaticMatch[] {
  return lines.map((line) => {
    const payment = paymentOfLine(line, files);
    if (payment) return { kind: 'payment', payment };
    const entry = entryOfLine(line, entries);
    return entry ? { kind: 'entry', entry } : { kind: 'open' };
  });
}
