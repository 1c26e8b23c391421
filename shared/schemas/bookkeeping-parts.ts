// Parts of the stored bookkeeping and declaration records on their own, without the request schemas
// or messages of their areas: the repositories that parse those records (and so every route that
// books a declaration or reads a statement) need only these. shared/schemas/accounting.ts and
// declarations.ts re-export them.
import { PAYMENT_STATES } from '../statuses';
import * as z from '../zod';

/** Someone who changed a transaction after it was entered (four eyes). */
export const entryEditorSchema = z.object({ id: z.number().int(), name: z.string() });
export type EntryEditor = z.infer<typeof entryEditorSchema>;

export const declarationPaymentSchema = z.object({
  state: z.enum(PAYMENT_STATES),
  /** The payment file it was exported in. */
  fileId: z.string(),
  /** When it was exported, or seen paid on a statement. */
  at: z.string(),
});
export type DeclarationPayment = z.infer<typeof declarationPaymentSchema>;
