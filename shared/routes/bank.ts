import {
  bankAccountParams,
  bankLinePageSchema,
  bankLinesQuery,
  payablePageSchema,
  payablesQuery,
  paymentExportBody,
  paymentExportResponse,
  statementImportBody,
  statementImportResponse,
} from '../schemas/bank';
import { defineRoute } from './define';

/**
 * The bank (issue 34): the treasurer pays approved declarations with one SEPA file, imports the
 * bank's statements and reconciles them with the books. Those who approve the books, never for
 * themselves (shared/policies/payments.ts).
 */
export const bankRoutes = {
  listPayables: defineRoute({
    id: 'accounting-payables-list',
    area: 'accounting',
    method: 'GET',
    path: '/api/accounting/payables',
    access: 'approveBookkeeping',
    summary:
      'Approved declarations not yet paid, newest first, with the payee and their IBAN, and the payment file they are in (paged; a Query on the status index).',
    query: payablesQuery,
    response: payablePageSchema,
    uses: { tables: ['declarations', 'users', 'accounting'] },
  }),
  exportPayments: defineRoute({
    id: 'accounting-payment-files-create',
    area: 'accounting',
    method: 'POST',
    path: '/api/accounting/payment-files',
    access: 'approveBookkeeping',
    summary:
      "One pain.001.001.09 file paying the chosen approved declarations from one of the association's accounts (one payment per payee, amounts summed). Never with a payment to the exporter (four eyes); the declarations become 'in betaling' with the file's id; items already in a file need `confirmRepeat`.",
    body: paymentExportBody,
    response: paymentExportResponse,
    uses: { tables: ['users', 'settings'], writes: ['accounting', 'declarations', 'audit'] },
  }),
  importStatement: defineRoute({
    id: 'accounting-statements-import',
    area: 'accounting',
    method: 'POST',
    path: '/api/accounting/bank-accounts/{id}/statements',
    access: 'approveBookkeeping',
    summary:
      "Import a CAMT.053 (XML) or CODA statement file of one bank account: lines keyed by account, statement and the bank reference (a file imported twice adds nothing); payments of a pain.001 file mark their declarations 'betaald', structured communications reconcile their entries; the bank balance follows the closing balance. A malformed file is refused with its line number and nothing is written.",
    params: bankAccountParams,
    body: statementImportBody,
    response: statementImportResponse,
    uses: { writes: ['accounting', 'declarations', 'notifications', 'audit'] },
  }),
  listUnmatchedLines: defineRoute({
    id: 'accounting-bank-lines-list',
    area: 'accounting',
    method: 'GET',
    path: '/api/accounting/bank-accounts/{id}/lines',
    access: 'approveBookkeeping',
    summary: 'The bank lines of one account still to handle (paged; one Query on its unmatched markers).',
    params: bankAccountParams,
    query: bankLinesQuery,
    response: bankLinePageSchema,
    uses: { tables: ['accounting'] },
  }),
};
