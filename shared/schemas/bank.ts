import { ACCOUNTING_CATEGORIES } from '../constants';
import { bankMessages } from '../messages/bank';
import { PAYMENT_STATES } from '../statuses';
import * as z from '../zod';
import { idParam, isoDayOf, pageOf, pageQuery } from './common';

const m = bankMessages.bank;
const day = isoDayOf('Geef een geldige datum op (jjjj-mm-dd).');

/** At most this many declarations and transactions in one payment file: they are marked in one DynamoDB transaction (≤ 100 items). */
export const MAX_PAYMENT_ITEMS = 90;

export const payablesQuery = z.strictObject({ ...pageQuery({ defaultSize: 100 }) });

export const PAYABLE_KINDS = ['declaration', 'entry'] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];

/**
 * An approved declaration, or an approved outgoing transaction with a payee IBAN, waiting for its
 * payment (or already in a file, then `paymentStatus` says so).
 */
export const payableSchema = z.object({
  /** Unique in the list: 'declaration-12' or 'entry-5'. */
  id: z.string(),
  kind: z.enum(PAYABLE_KINDS),
  /** The declaration paid (kind 'declaration'), else null. */
  declarationId: z.number().int().nullable(),
  /** The transaction paid (kind 'entry'), else null. */
  entryId: z.number().int().nullable(),
  /** The volunteer paid for a declaration; null for a transaction (its payee is no portal user). */
  userId: z.number().int().nullable(),
  /** Who last set or changed a transaction's payee IBAN (they may not pay it); null for a declaration. */
  payeeIbanSetById: z.number().int().nullable(),
  payeeName: z.string(),
  description: z.string(),
  date: z.string(),
  amount: z.string(),
  /** The payee's IBAN as shown (BE68 5390 0754 7034), or null when their profile has none. */
  iban: z.string().nullable(),
  isIbanValid: z.boolean(),
  paymentStatus: z.enum(PAYMENT_STATES).nullable(),
  paymentFileId: z.string().nullable(),
  /** When that payment file was made (ISO instant) and by whom, so a second export is a decision. */
  paymentFileCreatedAt: z.string().nullable(),
  paymentFileCreatedBy: z.string().nullable(),
});
export type Payable = z.infer<typeof payableSchema>;
export const payablePageSchema = pageOf(payableSchema);

const payableIds = z
  .array(z.number().int().positive(), { error: m.chooseItems })
  .max(MAX_PAYMENT_ITEMS, m.tooManyItems)
  .optional()
  .default([]);

export const paymentExportBody = z
  .strictObject({
    bankAccountId: z.number({ error: m.chooseBankAccount }).int().positive(),
    declarationIds: payableIds,
    /** Issue 34: approved outgoing transactions with a payee IBAN, paid in the same file. */
    entryIds: payableIds,
    /** The execution date asked of the bank; today when absent. */
    executionDate: day.optional(),
    /** Explicit yes to paying items that are already in an earlier payment file. */
    confirmRepeat: z.boolean().optional().default(false),
  })
  .superRefine((value, ctx) => {
    const count = new Set(value.declarationIds).size + new Set(value.entryIds).size;
    if (count === 0) ctx.addIssue({ code: 'custom', path: ['declarationIds'], message: m.chooseItems });
    if (count > MAX_PAYMENT_ITEMS)
      ctx.addIssue({ code: 'custom', path: ['declarationIds'], message: m.tooManyItems });
  });
export type PaymentExportBody = z.infer<typeof paymentExportBody>;

export const paymentExportResponse = z.object({
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.literal('application/xml'),
  /** The pain.001.001.09 document itself. */
  content: z.string(),
  paymentCount: z.number().int(),
  total: z.string(),
});
export type PaymentExportResponse = z.infer<typeof paymentExportResponse>;

// ---- statements -----------------------------------------------------------------------------------

export const STATEMENT_FORMATS = ['camt053', 'coda'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
/** A statement is sent as text in the JSON body; 200 kB holds a month of an association's lines. */
export const MAX_STATEMENT_CHARS = 200_000;

export const bankAccountParams = z.strictObject({ id: idParam });

export const statementImportBody = z.strictObject({
  format: z.enum(STATEMENT_FORMATS, { error: m.formatInvalid }),
  content: z
    .string({ error: m.fileRequired })
    .min(1, m.fileRequired)
    .max(MAX_STATEMENT_CHARS, m.fileTooLarge),
});
export type StatementImportBody = z.infer<typeof statementImportBody>;

export const LINE_STATES = ['unmatched', 'matched', 'booked'] as const;

/**
 * How many days a proposal's date may lie from the line's booking date, both ways. A SEPA transfer
 * settles the next business day, but a transaction is often dated on its invoice or approval day and
 * a payment file on its requested execution day; a long weekend with holidays (Easter, Christmas to
 * New Year) adds four days more. A week covers those without proposing last month's rent.
 */
export const PROPOSAL_WINDOW_DAYS = 7;
/** At most this many proposals per line, nearest date first. */
export const MAX_PROPOSALS = 5;

/** A bookkeeping entry or a payment of a pain.001 file the line may be, for the treasurer to confirm. */
export const bankLineProposalSchema = z.object({
  kind: z.enum(['entry', 'payment']),
  entryId: z.number().int().nullable(),
  paymentFileId: z.string().nullable(),
  /** The payment's place in its file (0-based). */
  paymentIndex: z.number().int().nullable(),
  date: z.string(),
  description: z.string(),
  /** Days between the line's date and the proposal's. */
  dayDistance: z.number().int(),
});
export type BankLineProposal = z.infer<typeof bankLineProposalSchema>;

export const bankLineSchema = z.object({
  id: z.string(),
  bankAccountId: z.number().int(),
  statementId: z.string(),
  reference: z.string(),
  date: z.string(),
  /** Decimal string, negative for a debit. */
  amount: z.string(),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  communication: z.string().nullable(),
  structuredCommunication: z.string().nullable(),
  state: z.enum(LINE_STATES),
  entryId: z.number().int().nullable(),
  paymentFileId: z.string().nullable(),
  /** Transactions of the same amount near the same date, for the treasurer to confirm (unmatched lines only). */
  proposals: z.array(bankLineProposalSchema),
});
export type BankLine = z.infer<typeof bankLineSchema>;

export const statementImportResponse = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
  matched: z.number().int(),
  /** The bank's closing balance and the books' balance of the account, as decimal strings. */
  bankBalance: z.string(),
  bookBalance: z.string(),
  difference: z.string(),
});
export type StatementImportResponse = z.infer<typeof statementImportResponse>;

/** `open` (the screen's "Nog te verwerken"): the lines still to handle; `all`: every line of the account. */
export const LINE_FILTERS = ['open', 'all'] as const;
export const bankLinesQuery = z.strictObject({
  show: z.enum(LINE_FILTERS).optional().default('open'),
  ...pageQuery({ defaultSize: 50 }),
});
export const bankLinePageSchema = pageOf(bankLineSchema);

export const bankLineParams = z.strictObject({
  id: idParam,
  lineId: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]+$/),
});
/** Confirms a proposal: a bookkeeping entry, or one payment of a payment file. */
export const lineMatchBody = z.union(
  [
    z.strictObject({ entryId: z.number().int().positive() }),
    z.strictObject({
      paymentFileId: z.string().regex(/^PAY\d{1,12}$/),
      paymentIndex: z.number().int().min(0).max(1000),
    }),
  ],
  { error: m.chooseProposal },
);
export type LineMatchBody = z.infer<typeof lineMatchBody>;

/** Books a line as a new transaction: amount, date and counterparty come from the line. */
export const lineBookBody = z.strictObject({
  category: z.enum(ACCOUNTING_CATEGORIES, { error: m.categoryRequired }),
  description: z.string().trim().max(500, m.descriptionTooLong).optional(),
});
export type LineBookBody = z.infer<typeof lineBookBody>;

/** The bank's view beside the books' of one account: the last closing balance imported and its difference. */
export const bankBalanceResponse = z.object({
  /** The closing balance of the latest statement imported, or null before any import. */
  bankBalance: z.string().nullable(),
  bankBalanceDate: z.string().nullable(),
  bookBalance: z.string(),
  /** Bank minus books; null before any import. */
  difference: z.string().nullable(),
});
export type BankBalanceResponse = z.infer<typeof bankBalanceResponse>;
