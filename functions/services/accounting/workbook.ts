import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
// The streaming writer alone: the package's index also loads the reader, CSV and the in-memory
// workbook, about 180 KB gzip more in the Lambda bundle of the export route.
import WorkbookWriter from 'exceljs/lib/stream/xlsx/workbook-writer.js';
import { accountingMessages } from '../../../shared/messages/accounting';
import type { AccountingSummary } from '../../../shared/schemas/accounting';
import type { BankAccountRecord, ExportEntry } from '../../repositories/accounting';

const m = accountingMessages.accounting;
const c = m.exportColumns;

/** Euro amounts as numbers with a euro format (negative in red), dates as real dates shown dd/mm/yyyy. */
export const EURO_FORMAT = '"€" #,##0.00;[Red]-"€" #,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';

/**
 * A text a spreadsheet would read as a formula (= + - @, or a tab or carriage return in front) gets an
 * apostrophe in front, so it shows as typed and never runs (CSV/formula injection).
 */
export function neutralised(text: string | null): string {
  if (!text) return '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * An optional text of a transaction row: neutralised, or an empty cell (null) when there is none. An
 * empty cell with its column's shared style is left out of the sheet's XML altogether, where an
 * empty string would be written as a cell of its own; the file reads the same.
 */
const optionalText = (text: string | null) => (text ? neutralised(text) : null);

const euros = (cents: number) => cents / 100;
const dayOf = (isoDay: string) =>
  new Date(Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10))));

type Sheet = ExcelJS.Worksheet;

function header(sheet: Sheet, titles: readonly string[]) {
  const row = sheet.addRow([...titles]);
  row.font = { bold: true };
  row.commit();
}

/**
 * One style object per kind of column, shared by every cell of it: exceljs looks a style up by the
 * object's identity before it serialises it, so 500,000 cells cost one lookup each instead of one
 * style serialisation each. A shared object holds one cell type only (text, date or number), since
 * exceljs's lookup remembers the style id it gave the first cell.
 */
const TEXT_STYLE: Partial<ExcelJS.Style> = {};
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: DATE_FORMAT };
const EURO_STYLE: Partial<ExcelJS.Style> = { numFmt: EURO_FORMAT };
/**
 * The style of a whole transaction row (none): shared for the same reason. exceljs gives every new row
 * an object of its own, which it serialised again for each of the 50,000 rows (about 10% of the
 * export's CPU); the file is the same.
 */
const ROW_STYLE: Partial<ExcelJS.Style> = {};

const ENTRY_COLUMNS = [
  { title: c.date, width: 12, style: DATE_STYLE },
  { title: c.type, width: 11, style: TEXT_STYLE },
  { title: c.description, width: 40, style: TEXT_STYLE },
  { title: c.category, width: 20, style: TEXT_STYLE },
  { title: c.amount, width: 14, style: EURO_STYLE },
  { title: c.status, width: 14, style: TEXT_STYLE },
  { title: c.reference, width: 16, style: TEXT_STYLE },
  { title: c.bankAccount, width: 22, style: TEXT_STYLE },
  { title: c.processedBy, width: 20, style: TEXT_STYLE },
  { title: c.notes, width: 30, style: TEXT_STYLE },
] as const;

export type ReportInput = {
  entryPages: AsyncIterable<ExportEntry[]>;
  /** Needed for the sheets after Transacties: awaited once the transactions are written. */
  details: PromiseLike<{ summary: AccountingSummary; bankAccounts: readonly BankAccountRecord[] }>;
};

/**
 * Writes the period report as an .xlsx with exceljs's streaming writer: each row is committed as it
 * is written, so memory holds the compressed output, not a workbook of 50,000 rows.
 */
export async function writeReportWorkbook(input: ReportInput): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });

  const entries = workbook.addWorksheet(m.sheets.entries, { views: [{ state: 'frozen', ySplit: 1 }] });
  entries.columns = ENTRY_COLUMNS.map((column) => ({ width: column.width }));
  entries.autoFilter = `A1:J1`;
  header(
    entries,
    ENTRY_COLUMNS.map((column) => column.title),
  );
  for await (const page of input.entryPages) {
    for (const entry of page) {
      const row = entries.addRow([
        dayOf(entry.date),
        m.typeLabels[entry.type],
        neutralised(entry.description),
        entry.category,
        euros(entry.amountCents),
        m.statusLabels[entry.status],
        optionalText(entry.reference),
        optionalText(entry.bankAccount),
        optionalText(entry.processedByName),
        optionalText(entry.notes),
      ]);
      ENTRY_COLUMNS.forEach((column, index) => {
        row.getCell(index + 1).style = column.style;
      });
      // exceljs's typings leave out the row's own style, which its writer reads.
      (row as unknown as { style: Partial<ExcelJS.Style> }).style = ROW_STYLE;
      row.commit();
    }
  }
  entries.commit();
  const { summary, bankAccounts } = await input.details;

  const categories = workbook.addWorksheet(m.sheets.categories, { views: [{ state: 'frozen', ySplit: 1 }] });
  categories.columns = [{ width: 24 }, { width: 12 }, { width: 16 }];
  header(categories, [c.category, c.type, c.total]);
  const moneyRow = (values: (string | number)[]) => {
    const row = categories.addRow(values);
    row.getCell(3).numFmt = EURO_FORMAT;
    row.commit();
  };
  for (const line of summary.categoryBreakdown) {
    moneyRow([line.category, m.typeLabels[line.type], Number(line.total)]);
  }
  moneyRow([m.exportTotals.income, '', Number(summary.totalIncome)]);
  moneyRow([m.exportTotals.expenses, '', Number(summary.totalExpenses)]);
  moneyRow([m.exportTotals.net, '', Number(summary.netResult)]);
  categories.commit();

  const accounts = workbook.addWorksheet(m.sheets.bankAccounts, { views: [{ state: 'frozen', ySplit: 1 }] });
  accounts.columns = [
    { width: 24 },
    { width: 18 },
    { width: 24 },
    { width: 14 },
    { width: 14 },
    { width: 8 },
  ];
  header(accounts, [c.name, c.bankName, c.accountNumber, c.openingBalance, c.currentBalance, c.active]);
  for (const account of bankAccounts) {
    const row = accounts.addRow([
      neutralised(account.name),
      neutralised(account.bankName),
      account.accountNumber,
      euros(account.openingBalanceCents),
      euros(account.balanceCents),
      account.isActive ? m.yes : m.no,
    ]);
    row.getCell(4).numFmt = EURO_FORMAT;
    row.getCell(5).numFmt = EURO_FORMAT;
    row.commit();
  }
  accounts.commit();

  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
