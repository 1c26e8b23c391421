import { declarationMessages } from '../messages/declarations';
import { parseCents, parseTenths } from '../money';
import { DECLARATION_STATUSES, PAYMENT_STATES, type PaymentState, VEHICLES } from '../statuses';
import * as z from '../zod';
import { type DeclarationPayment, declarationPaymentSchema } from './bookkeeping-parts';
import { idParam, isoDayOf, pageOf, pageQuery } from './common';

const m = declarationMessages.declarations;

/**
 * `allowance` is the volunteer law's flat allowance (forfaitaire kostenvergoeding) for one day of
 * activity: no receipt, at most the day ceiling, optionally with transport kilometres (issue 31).
 */
export const DECLARATION_TYPES = ['expense', 'mileage', 'allowance'] as const;
export type DeclarationType = (typeof DECLARATION_TYPES)[number];

/** The spec's labels ('In afwachting', 'Goedgekeurd', …) live in shared/format with every other label. */
export { DECLARATION_STATUS_LABELS } from '../format/labels';
export { DECLARATION_STATUSES, type DeclarationStatus } from '../statuses';

export const MAX_DECLARATION_CENTS = 10_000_000; // € 100.000
export const MAX_DECLARATION_TENTHS = 100_000; // 10.000 km

const isoDate = isoDayOf(m.dateInvalid);

/** A positive decimal with at most `decimals` places, in whole units (cents or tenths); bookkeeping amounts use it too. */
export const positiveFixed = (
  parse: (input: string | number) => number | null,
  max: number,
  messages_: { positive: string; format: string; tooHigh: string },
) =>
  z.union([z.string(), z.number()], { error: messages_.positive }).transform((value, ctx) => {
    const parsed = parse(value);
    if (parsed === null) {
      const isNegativeOrZero = Number(String(value).replace(',', '.')) <= 0;
      ctx.addIssue({ code: 'custom', message: isNegativeOrZero ? messages_.positive : messages_.format });
      return z.NEVER;
    }
    if (parsed <= 0) {
      ctx.addIssue({ code: 'custom', message: messages_.positive });
      return z.NEVER;
    }
    if (parsed > max) {
      ctx.addIssue({ code: 'custom', message: messages_.tooHigh });
      return z.NEVER;
    }
    return parsed;
  });

const amountCents = positiveFixed(parseCents, MAX_DECLARATION_CENTS, {
  positive: m.amountPositive,
  format: m.amountFormat,
  tooHigh: m.amountTooHigh,
});
const kilometerTenths = positiveFixed(parseTenths, MAX_DECLARATION_TENTHS, {
  positive: m.kilometersPositive,
  format: m.kilometersStep,
  tooHigh: m.kilometersTooHigh,
});

const common = {
  description: z.string({ error: m.descriptionRequired }).trim().min(1, m.descriptionRequired).max(1000),
  date: isoDate,
};

/**
 * What the dialog sends. For mileage the server computes the amount from the kilometres and ignores
 * any amount sent; for an expense kilometres must be absent or null.
 */
export const declarationBody = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('expense'),
      ...common,
      amount: amountCents,
      kilometers: z.null().optional(),
      receiptUploadId: z.uuid().nullable().optional(),
    }),
    z.strictObject({
      type: z.literal('mileage'),
      ...common,
      kilometers: kilometerTenths,
      /** Priced at the association's rate, never above the legal cap of the trip's date; a car when absent. */
      vehicle: z.enum(VEHICLES).optional(),
      amount: z.unknown().optional(),
      receiptUploadId: z.null({ error: m.receiptOnlyForExpense }).optional(),
    }),
    z.strictObject({
      type: z.literal('allowance'),
      ...common,
      /** The flat allowance for the day; the day ceiling of the date's year when absent. */
      amount: amountCents.optional(),
      /** Transport kilometres reimbursed on top of the allowance (at most 2,000 a year in total). */
      kilometers: kilometerTenths.nullable().optional(),
      vehicle: z.enum(VEHICLES).optional(),
      receiptUploadId: z.null({ error: m.receiptOnlyForExpense }).optional(),
    }),
  ],
  { error: 'Kies het type: onkosten, kilometervergoeding of forfaitaire vergoeding.' },
);
export type DeclarationBody = z.infer<typeof declarationBody>;

/** The declaration's `version` as the reviewer saw it: a status change of anything else answers 409. */
const expectedVersion = z.number({ error: m.expectedVersionRequired }).int().positive();

export const declarationStatusBody = z.strictObject({
  status: z.enum(DECLARATION_STATUSES),
  reviewNotes: z.string().trim().max(2000).optional(),
  expectedVersion,
  /**
   * Volunteer law: an admin approves only the part of a flat allowance (and its kilometres) that
   * stays within the ceilings; the declaration's amount is lowered to it.
   */
  withinCeiling: z.boolean().optional(),
});
export type DeclarationStatusBody = z.infer<typeof declarationStatusBody>;

/**
 * POST /api/declarations/{id}/undo-approval: the reviewer who approved moves the declaration back to
 * its status before the approval, within APPROVAL_UNDO_WINDOW_MS (10 s) of approving.
 */
export const undoApprovalBody = z.strictObject({ expectedVersion });
export type UndoApprovalBody = z.infer<typeof undoApprovalBody>;

export const declarationIdParams = z.strictObject({ id: idParam });

export const listDeclarationsQuery = z.strictObject({
  status: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(DECLARATION_STATUSES).optional(),
  ),
  ...pageQuery({ defaultSize: 50 }),
});
export type ListDeclarationsQuery = z.infer<typeof listDeclarationsQuery>;

export const statusChangeSchema = z.object({
  at: z.string(),
  byId: z.number().int(),
  byName: z.string(),
  from: z.enum(DECLARATION_STATUSES).nullable(),
  to: z.enum(DECLARATION_STATUSES),
  note: z.string().nullable(),
});

export const ibanChangeSchema = z.object({ byId: z.number().int(), at: z.string() });

export { type DeclarationPayment, declarationPaymentSchema, PAYMENT_STATES, type PaymentState };

export const declarationSchema = z.object({
  id: z.number().int(),
  type: z.enum(DECLARATION_TYPES),
  description: z.string(),
  /** Decimal string in euro, e.g. "3.75". */
  amount: z.string(),
  kilometers: z.number().nullable(),
  /** The vehicle of the kilometres (mileage, or transport on top of an allowance). */
  vehicle: z.enum(VEHICLES).nullable().optional(),
  /** The flat allowance part of an `allowance` declaration (the amount also holds its transport). */
  allowance: z.string().nullable().optional(),
  /** What the volunteer claimed, when an admin approved only the part within the volunteer law's ceilings. */
  claimedAmount: z.string().nullable().optional(),
  date: z.string(),
  status: z.enum(DECLARATION_STATUSES),
  userId: z.number().int(),
  userName: z.string(),
  /** The API path that answers a short-lived download link, or null without a receipt. */
  receiptUrl: z.string().nullable(),
  receiptName: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  statusHistory: z.array(statusChangeSchema),
  /** Who changed it after it was submitted: none of them may approve it (shared/policies/approvals.ts). */
  editorIds: z.array(z.number().int()),
  /** Who set or changed the declarant's IBAN in the last 30 days: none of them may approve it either. */
  payeeIbanChanges: z.array(ibanChangeSchema),
  /** Issue 34: null until the treasurer exports it in a payment file. */
  paymentStatus: z.enum(PAYMENT_STATES).nullable(),
  createdAt: z.string(),
  /** Sent back as `expectedVersion` with a status change, so a review applies to what was seen. */
  version: z.number().int(),
});
export type Declaration = z.infer<typeof declarationSchema>;

/** One page of GET /api/declarations, newest date first. */
export const declarationPageSchema = pageOf(declarationSchema);
export type DeclarationPage = z.infer<typeof declarationPageSchema>;
