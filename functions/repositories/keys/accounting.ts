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
