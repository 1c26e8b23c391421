import {
  bankAccountParams,
  bankBalanceResponse,
  bankLinePageSchema,
  bankLineParams,
  bankLineSchema,
  bankLinesQuery,
  lineBookBody,
  lineMatchBody,
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
    summary:
      'The bank lines of one account still to handle (one Query on its unmatched markers), each with its proposals: open transactions and waiting payments of the same amount within a week of its date; or every line (`show=all`). Paged.',
    params: bankAccountParams,
    query: bankLinesQuery,
    response: bankLinePageSchema,
    uses: { tables: ['accounting', 'declarations'] },
  }),
  getBalance: defineRoute({
    id: 'accounting-bank-balance-get',
    area: 'accounting',
    method: 'GET',
    path: '/api/accounting/bank-accounts/{id}/balance',
    access: 'approveBookkeeping',
    summary:
      "The account's closing balance on the latest statement imported beside its balance in the books, and the difference (two reads by key).",
    params: bankAccountParams,
    response: bankBalanceResponse,
    uses: { tables: ['accounting'] },
  }),
  matchLine: defineRoute({
    id: 'accounting-bank-lines-match',
    area: 'accounting',
    method: 'POST',
    path: '/api/accounting/bank-accounts/{id}/lines/{lineId}/match',
    access: 'approveBookkeeping',
    summary:
      "Confirms a proposal for an open line: a transaction (reconciled), or a payment of a pain.001 file (its declarations 'betaald', the volunteer notified). One audited transaction on the line still being open; a retry answers the matched line, another confirm 409; the payee never confirms their own payment.",
    params: bankLineParams,
    body: lineMatchBody,
    response: bankLineSchema,
    uses: { tables: ['users'], writes: ['accounting', 'declarations', 'notifications', 'audit'] },
  }),
  bookLine: defineRoute({
    id: 'accounting-bank-lines-book',
    area: 'accounting',
    method: 'POST',
    path: '/api/accounting/bank-accounts/{id}/lines/{lineId}/book',
    access: 'approveBookkeeping',
    summary:
      'Books an open line as a new pending transaction of the chosen category (amount, date, counterparty and reference from the line), reconciled at once; audited, on the line still being open (a retry answers the booked line).',
    params: bankLineParams,
    body: lineBookBody,
    response: bankLineSchema,
    uses: { tables: ['users'], writes: ['accounting', 'audit'] },
  }),
};
