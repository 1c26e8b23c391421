import type { TABLES } from '../../../shared/tables';

/**
 * Key shapes of the accounting table (shared/tables.ts says what each item and index answers). Pure:
 * no environment, no client, so the declarations' review flow can name the booking items too.
 */
type IndexName = keyof typeof TABLES.accounting.indexes;
export const ACCOUNTING_INDEXES = { byDate: 'byDate' } as const satisfies Record<IndexName, IndexName>;

const padId = (id: number) => String(id).padStart(10, '0');

export const entryKey = (id: number) => ({ pk: `ENTRY#${id}`, sk: 'ENTRY' });
export const ENTRIES_PARTITION = 'ENTRIES';
/** Sorts by the transaction's own date, ties broken by id: "newest date first" is one descending query. */
export const entryDateOrder = (entry: { date: string; id: number }) => `${entry.date}#${padId(entry.id)}`;
export const entryIndexKeys = (entry: { date: string; id: number }) => ({
  gsi1pk: ENTRIES_PARTITION,
  gsi1sk: entryDateOrder(entry),
});

/**
 * One small item per transaction holding only its exported fields (its export row), all in one
 * partition sorted like the date index: the export reads a period as key ranges of it. Kept apart
 * from the transaction because DynamoDB (Local, and the read capacity on AWS) charges a read by the
 * size of the stored item, not of the attributes projected.
 */
export const EXPORT_ROWS_PARTITION = 'EXPORTROWS';
export const exportRowKey = (entry: { date: string; id: number }) => ({
  pk: EXPORT_ROWS_PARTITION,
  sk: entryDateOrder(entry),
});
/**
 * Present once every transaction of the installation has its export row: written when the first
 * transaction id is handed out (nothing was booked before) and by the rebuild after a restore. Without
 * it (an installation with transactions from before export rows) the export reads the transactions.
 */
export const EXPORT_ROWS_COMPLETE_KEY = { pk: 'EXPORTROWS#STATE', sk: 'COMPLETE' } as const;
/** Both kinds of item above: rebuilt from the transactions, never carried by a backup. */
export const isExportRowsItem = (pk: string) => pk.startsWith(EXPORT_ROWS_PARTITION);

/** The month after 'yyyy-mm'. */
const nextMonth = (month: string) => {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return index === 12 ? `${year + 1}-01` : `${month.slice(0, 4)}-${String(index + 1).padStart(2, '0')}`;
};

/**
 * The period as one date-index key range per month, oldest first. A month's range runs from
 * 'yyyy-mm' to 'yyyy-mm~' ('~' sorts after every 'yyyy-mm-dd#id'); the edge months are cut at the
 * period's own days.
 */
export function exportSegments(dateFrom: string, dateTo: string): [string, string][] {
  const segments: [string, string][] = [];
  const last = dateTo.slice(0, 7);
  for (let month = dateFrom.slice(0, 7); month <= last; month = nextMonth(month)) {
    const from = month === dateFrom.slice(0, 7) ? dateFrom : month;
    const to = month === last ? `${dateTo}~` : `${month}~`;
    segments.push([from, to]);
  }
  return segments;
}

/** Every bank account in one partition: an association has a handful. */
export const BANK_ACCOUNTS_PARTITION = 'BANKACCOUNTS';
export const bankAccountKey = (id: number) => ({
  pk: BANK_ACCOUNTS_PARTITION,
  sk: `BANKACCOUNT#${padId(id)}`,
});
/** One guard item per IBAN: an account number names one bank account, and leads a transaction to it. */
export const ibanGuardKey = (iban: string) => ({ pk: `IBAN#${iban}`, sk: 'BANKACCOUNT' });

/** Whether a declaration is booked right now, and by which transaction. */
export const declarationBookingKey = (declarationId: number) => ({
  pk: `DECLARATION#${declarationId}`,
  sk: 'BOOKING',
});

/** Approved totals kept on write, per month and per day of the transaction's date. */
export const monthTotalsKey = (month: string) => ({ pk: 'TOTALS#MONTH', sk: month });
export const dayTotalsKey = (day: string) => ({ pk: 'TOTALS#DAY', sk: day });
export const TOTALS_PARTITIONS = { month: 'TOTALS#MONTH', day: 'TOTALS#DAY' } as const;
/** The attribute of a totals item holding one category and type: `outgoing|Huur`. */
export const totalsAttribute = (type: string, category: string) => `${type}|${category}`;

/** One totals item as read: its month or day, and cents per `type|category` attribute. */
export type TotalsRow = { key: string; totals: Record<string, number> };
