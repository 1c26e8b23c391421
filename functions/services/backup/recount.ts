import { balanceEffect } from '../../../shared/policies/accounting';
import {
  exportRowItem,
  listBankAccounts,
  markExportRowsComplete,
  type TransactionItem,
  totalsBetween,
  writeAccounting,
} from '../../repositories/accounting';
import {
  entriesForRecount,
  recountedBankAccountWrite,
  recountedTotalsWrite,
  storedExportRows,
  writeExportRows,
} from '../../repositories/accounting-recount';
import { totalsAttribute } from '../../repositories/keys/accounting';
import type { Item } from '../../repositories/table';
import { type RecountOptions, rebuildStatisticsTotals } from '../dashboard/rebuild-statistics';
import { recountSessionFigures } from '../sessions/recount-figures';
import { recountLawCounters } from '../volunteer-law/recount-law';

/** Writes per transaction of the recount: DynamoDB takes at most 100 items in one. */
const WRITES_PER_TRANSACTION = 25;

type Totals = Map<string, Record<string, number>>;

const addTo = (totals: Totals, key: string, attribute: string, cents: number) => {
  const row = totals.get(key) ?? {};
  row[attribute] = (row[attribute] ?? 0) + cents;
  totals.set(key, row);
};

/** The totals items to write: every key the recount or the table has, where the two differ (a total gone is 0). */
async function totalsWrites(unit: 'month' | 'day', recounted: Totals): Promise<TransactionItem[]> {
  // '0' sorts before and '~' after every yyyy-mm(-dd) key.
  const stored = new Map((await totalsBetween(unit, '0', '~')).map((row) => [row.key, row.totals]));
  const writes: TransactionItem[] = [];
  for (const key of new Set([...stored.keys(), ...recounted.keys()])) {
    const have = stored.get(key) ?? {};
    const want: Record<string, number> = {
      ...Object.fromEntries(Object.keys(have).map((attribute) => [attribute, 0])),
      ...recounted.get(key),
    };
    if (
      Object.entries(want).some(([attribute, cents]) => (have[attribute] ?? 0) !== cents) ||
      !stored.has(key)
    )
      writes.push(recountedTotalsWrite(unit, key, want));
  }
  return writes;
}

type ExportRow = ReturnType<typeof exportRowItem>;

/**
 * Every transaction's export row item made again from the transaction as stored now (a backup never
 * carries them): the rows that differ or are missing are written, the rows of no transaction (a
 * restored transaction moved to another date) deleted, and the export may then read the rows alone.
 */
async function rebuildExportRows(wanted: Map<string, ExportRow>): Promise<void> {
  const stale: string[] = [];
  for await (const page of storedExportRows())
    for (const stored of page) {
      const row = wanted.get(stored.sk);
      if (!row) stale.push(stored.sk);
      else if (row.row === stored.row) wanted.delete(stored.sk);
    }
  await writeExportRows([...wanted.values()], stale);
  await markExportRowsComplete();
}

/**
 * The bookkeeping's counters kept on write, recounted from its transactions: the approved totals per
 * month and day (type and category), and each bank account's balance (opening balance plus its
 * approved transactions) and use count (the transactions naming it). Only what differs is written.
 * The transactions' export rows are rebuilt in the same pass.
 */
async function recountBookkeeping(): Promise<number> {
  const rows = new Map<string, ExportRow>();
  const months: Totals = new Map();
  const days: Totals = new Map();
  const balances = new Map<number, number>();
  const uses = new Map<number, number>();
  for await (const page of entriesForRecount())
    for (const entry of page) {
      const row = exportRowItem(entry);
      rows.set(row.sk, row);
      const account = entry.bankAccountId;
      if (account !== null) uses.set(account, (uses.get(account) ?? 0) + 1);
      if (entry.status !== 'approved') continue;
      if (account !== null) balances.set(account, (balances.get(account) ?? 0) + balanceEffect(entry));
      const attribute = totalsAttribute(entry.type, entry.category);
      addTo(months, entry.date.slice(0, 7), attribute, entry.amountCents);
      addTo(days, entry.date, attribute, entry.amountCents);
    }
  const writes = [...(await totalsWrites('month', months)), ...(await totalsWrites('day', days))];
  for (const account of await listBankAccounts()) {
    const balance = account.openingBalanceCents + (balances.get(account.id) ?? 0);
    const count = uses.get(account.id) ?? 0;
    if (balance !== account.balanceCents || count !== account.entryCount)
      writes.push(recountedBankAccountWrite(account.id, balance, count));
  }
  for (let start = 0; start < writes.length; start += WRITES_PER_TRANSACTION)
    if (!(await writeAccounting(writes.slice(start, start + WRITES_PER_TRANSACTION))))
      throw new Error('a bank account was deleted during the recount');
  await rebuildExportRows(rows);
  return writes.length;
}

/**
 * After a restore, the counters kept on write are recounted from the records now stored instead of
 * taken from the file (which may disagree with its own records): the bookkeeping's totals, balances
 * and use counts, the session figures of the impact report and the hours (from `sessionLogItems`,
 * every item of the sessionlogs table, which only the restore worker may read whole), the
 * volunteer-law counters and the allowance register (from `declarationItems`, every item of the
 * declarations table), and, when the restore wrote a user, family or declaration (`statistics` not
 * null), the dashboard totals, with the counts per status the restore already knows. `written`
 * names the tables the restore wrote records to (default: all): the others' recounts are left out.
 * Runs while nothing else writes (the restore job).
 */
export async function recountDerivedCounters(
  statistics: RecountOptions['known'] | null,
  sessionLogItems: AsyncIterable<readonly Item[]>,
  declarationItems: AsyncIterable<readonly Item[]>,
  now: Date,
  written: (table: 'accounting' | 'sessionlogs' | 'declarations') => boolean = () => true,
): Promise<void> {
  if (statistics) await rebuildStatisticsTotals({ oneTableAtATime: true, known: statistics });
  // Each recount reads its own table only: one the restore wrote nothing to keeps its counters.
  if (written('accounting')) await recountBookkeeping();
  if (written('sessionlogs')) await recountSessionFigures(sessionLogItems);
  if (written('declarations')) await recountLawCounters(declarationItems, now);
}
