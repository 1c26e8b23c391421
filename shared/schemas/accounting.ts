import { ACCOUNTING_CATEGORIES } from '../constants';
import { accountingMessages } from '../messages/accounting';
import { parseCents } from '../money';
import { ENTRY_STATUSES, ENTRY_TYPES, type EntryStatus, type EntryType } from '../statuses';
import { isValidIban, normalizeIban } from '../validation/iban';
import * as z from '../zod';
import { type EntryEditor, entryEditorSchema } from './bookkeeping-parts';
import { idParam, isoDayOf, pageOf, pageQuery } from './common';
import { PAYMENT_STATES, positiveFixed } from './declarations';

const m = accountingMessages.accounting;

/** Spec §9: the fixed categories (shared/constants), in the order the dialog offers them. */
export { ACCOUNTING_CATEGORIES, ENTRY_STATUSES, ENTRY_TYPES, type EntryStatus, type EntryType };
export type AccountingCategory = (typeof ACCOUNTING_CATEGORIES)[number];

export const MAX_ENTRY_CENTS = 1_000_000_000; // € 10.000.000

export const isoDay = isoDayOf(m.dateInvalid);

/** A positive amount with at most two decimals, as integer cents. */
export const positiveCents = positiveFixed(parseCents, MAX_ENTRY_CENTS, {
  positive: m.amountPositive,
  format: m.amountFormat,
  tooHigh: m.amountTooHigh,
});

/** A balance in cents: may be zero or negative (an overdrawn account), two decimals at most. */
const balanceCents = z
  .union([z.string(), z.number()], { error: m.balanceFormat })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return 0;
    const text = String(value).trim();
    const isNegative = text.startsWith('-');
    const cents = parseCents(isNegative ? text.slice(1) : text);
    if (cents === null || cents > MAX_ENTRY_CENTS) {
      ctx.addIssue({ code: 'custom', message: m.balanceFormat });
      return z.NEVER;
    }
    return isNegative ? -cents : cents;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.textTooLong)
    .nullable()
    .optional()
    .transform((value) => value || null);

/** An IBAN of the association's bank accounts; '' and 'none' (spec §5) mean no account. */
const optionalIban = z
  .string()
  .max(64, m.ibanInvalid)
  .nullable()
  .optional()
  .transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'none') return null;
    if (!isValidIban(text)) {
      ctx.addIssue({ code: 'custom', message: m.ibanInvalid });
      return z.NEVER;
    }
    return normalizeIban(text);
  });

/** A BIC of 8 or 11 characters, upper case; empty means none (SEPA banks find it from the IBAN). */
const optionalBic = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, m.bicInvalid)
  .nullable()
  .optional()
  .transform((value) => value || null);

/** Issue 34: the payee's IBAN of an outgoing transaction, checked like a volunteer's (ibantools). */
const optionalPayeeIban = z
  .string()
  .max(64, m.payeeIbanInvalid)
  .nullable()
  .optional()
  .transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (!isValidIban(text)) {
      ctx.addIssue({ code: 'custom', message: m.payeeIbanInvalid });
      return z.NEVER;
    }
    return normalizeIban(text);
  });

/** POST/PUT /api/accounting/entries (§7). `status` is accepted because the spec's dialog sends it, and ignored: a new entry is pending, approval has its own route. */
export const entryBody = z
  .strictObject({
    type: z.enum(ENTRY_TYPES, { error: m.typeRequired }),
    date: isoDay,
    description: z
      .string({ error: m.descriptionRequired })
      .trim()
      .min(1, m.descriptionRequired)
      .max(500, m.descriptionTooLong),
    category: z.enum(ACCOUNTING_CATEGORIES, { error: m.categoryRequired }),
    amount: positiveCents,
    reference: optionalText(100),
    bankAccount: optionalIban,
    notes: optionalText(2000),
    status: z.enum(ENTRY_STATUSES).optional(),
    /**
     * Issue 34: whom an outgoing transaction pays, so it can be paid with a payment file: name and
     * IBAN together, BIC optional. Incoming transactions have none.
     */
    payeeName: optionalText(70),
    payeeIban: optionalPayeeIban,
    payeeBic: optionalBic,
  })
  .superRefine((value, ctx) => {
    const hasPayee = value.payeeName !== null || value.payeeIban !== null || value.payeeBic !== null;
    if (hasPayee && value.type === 'incoming') {
      ctx.addIssue({ code: 'custom', path: ['payeeIban'], message: m.payeeOnlyOutgoing });
      return;
    }
    if (value.payeeIban !== null && value.payeeName === null)
      ctx.addIssue({ code: 'custom', path: ['payeeName'], message: m.payeeNameRequired });
    if (value.payeeIban === null && (value.payeeName !== null || value.payeeBic !== null))
      ctx.addIssue({ code: 'custom', path: ['payeeIban'], message: m.payeeIbanRequired });
  });
export type EntryBody = z.infer<typeof entryBody>;
export type EntryBodyInput = z.input<typeof entryBody>;

export const entryIdParams = z.strictObject({ id: idParam });

/** POST …/approve and …/reject: the entry's `version` as the board member saw it; anything else answers 409. */
export const entryReviewBody = z.strictObject({
  expectedVersion: z.number({ error: m.expectedVersionRequired }).int().positive(),
});
export type EntryReviewBody = z.infer<typeof entryReviewBody>;

export { type EntryEditor, entryEditorSchema };

const emptyAsUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

const period = {
  dateFrom: z.preprocess(emptyAsUndefined, isoDay.optional()),
  dateTo: z.preprocess(emptyAsUndefined, isoDay.optional()),
};
const periodInOrder = (value: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !value.dateFrom || !value.dateTo || value.dateFrom <= value.dateTo;

export const listEntriesQuery = z
  .strictObject({
    type: z.preprocess(emptyAsUndefined, z.enum(ENTRY_TYPES).optional()),
    status: z.preprocess(emptyAsUndefined, z.enum(ENTRY_STATUSES).optional()),
    category: z.preprocess(emptyAsUndefined, z.string().trim().max(100, m.textTooLong).optional()),
    bankAccount: z.preprocess(emptyAsUndefined, z.string().trim().max(64, m.textTooLong).optional()),
    ...period,
    ...pageQuery({ defaultSize: 50 }),
  })
  .refine(periodInOrder, { path: ['dateTo'], message: m.periodInvalid });
export type ListEntriesQuery = z.infer<typeof listEntriesQuery>;

export const entrySchema = z.object({
  id: z.number().int(),
  type: z.enum(ENTRY_TYPES),
  category: z.enum(ACCOUNTING_CATEGORIES),
  description: z.string(),
  /** Decimal string in euro ("12.50"); a counter-entry of a booked declaration is negative. */
  amount: z.string(),
  date: z.string(),
  reference: z.string().nullable(),
  bankAccount: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(ENTRY_STATUSES),
  processedByName: z.string().nullable(),
  processedAt: z.string().nullable(),
  /** The declaration this entry books (or reverses), null for entries made by hand. */
  declarationId: z.number().int().nullable(),
  /** The declaration's receipt download route, when the booked declaration has one. */
  receiptUrl: z.string().nullable(),
  /** Expected income: the structured communication (+++…+++) the payer uses, so the bank line matches by itself; null for outgoing. */
  structuredCommunication: z.string().nullable(),
  createdById: z.number().int(),
  createdByName: z.string(),
  /** Who changed it after it was entered: with its creator, they may not approve it (four eyes). */
  editors: z.array(entryEditorSchema),
  /** Issue 34: whom an outgoing transaction pays (IBAN electronic form), or null. */
  payeeName: z.string().nullable(),
  payeeIban: z.string().nullable(),
  payeeBic: z.string().nullable(),
  /** Who last set or changed the payee's IBAN: they may not put it in a payment file (four eyes). */
  payeeIbanSetById: z.number().int().nullable(),
  /** Null until it is exported in a payment file; then 'in_betaling', and 'betaald' once seen on the bank. */
  paymentStatus: z.enum(PAYMENT_STATES).nullable(),
  paymentFileId: z.string().nullable(),
  createdAt: z.string(),
  /** Sent back as `expectedVersion` with an approval or rejection, so it applies to what was seen. */
  version: z.number().int(),
});
export type AccountingEntry = z.infer<typeof entrySchema>;
export const entryPageSchema = pageOf(entrySchema);
export type EntryPage = z.infer<typeof entryPageSchema>;

/** POST/PUT /api/accounting/bank-accounts (§7). `currentBalance` sets the balance; on an account with approved transactions it corrects the opening balance so the current balance becomes this value. */
export const bankAccountBody = z.strictObject({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.textTooLong),
  bankName: z.string({ error: m.bankNameRequired }).trim().min(1, m.bankNameRequired).max(100, m.textTooLong),
  accountNumber: z
    .string({ error: m.accountNumberRequired })
    .trim()
    .min(1, m.accountNumberRequired)
    .max(64, m.ibanInvalid)
    .refine(isValidIban, m.ibanInvalid)
    .transform(normalizeIban),
  currentBalance: balanceCents,
  isActive: z.boolean().optional().default(true),
  /** Issue 34: the bank's BIC, named in a payment file (optional: SEPA banks find it from the IBAN). */
  bic: optionalBic,
});
export type BankAccountBody = z.infer<typeof bankAccountBody>;
export type BankAccountBodyInput = z.input<typeof bankAccountBody>;

export const bankAccountIdParams = z.strictObject({ id: idParam });

export const bankAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** Decimal string: opening balance + approved incoming − approved outgoing on this account. */
  currentBalance: z.string(),
  openingBalance: z.string(),
  isActive: z.boolean(),
  /** How many transactions name this account; an account with transactions is deactivated, not deleted. */
  entryCount: z.number().int(),
  bic: z.string().nullable(),
  version: z.number().int(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
/** Every bank account: an association has a handful, so one page holds them all. */
export const bankAccountListSchema = pageOf(bankAccountSchema);
export const listBankAccountsQuery = z.strictObject({ ...pageQuery({ defaultSize: 100 }) });

export const summaryQuery = z.strictObject(period).refine(periodInOrder, {
  path: ['dateTo'],
  message: m.periodInvalid,
});
export type SummaryQuery = z.infer<typeof summaryQuery>;

export const summarySchema = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  totalIncome: z.string(),
  totalExpenses: z.string(),
  netResult: z.string(),
  categoryBreakdown: z.array(
    z.object({ category: z.enum(ACCOUNTING_CATEGORIES), type: z.enum(ENTRY_TYPES), total: z.string() }),
  ),
  /** Income and expenses per month of the period (yyyy-mm), for the chart. */
  months: z.array(z.object({ month: z.string(), income: z.string(), expenses: z.string() })),
});
export type AccountingSummary = z.infer<typeof summarySchema>;

export const exportBody = z
  .strictObject({
    dateFrom: isoDay,
    dateTo: isoDay,
    format: z.literal('excel', { error: m.formatInvalid }).optional().default('excel'),
  })
  .refine(periodInOrder, { path: ['dateTo'], message: m.periodInvalid });
export type ExportBody = z.infer<typeof exportBody>;

/** The workbook itself (base64) up to 4 MB; a larger one as a short-lived download link. */
export const exportResponse = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  content: z.string().nullable(),
  downloadUrl: z.string().nullable(),
});
export type ExportResponse = z.infer<typeof exportResponse>;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
