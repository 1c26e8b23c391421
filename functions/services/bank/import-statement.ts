import { bankMessages } from '../../../shared/messages/bank';
import { centsToDecimal } from '../../../shared/money';
import type { StatementImportBody, StatementImportResponse } from '../../../shared/schemas/bank';
import { entryIdOfCommunication } from '../../../shared/validation/structured-communication';
import { conflict, notFound, validationError } from '../../domain/errors';
import { getBankAccount, writeAccounting } from '../../repositories/accounting';
import {
  type BankLineRecord,
  entryReconciledWrite,
  existingLineKeys,
  getEntryCandidates,
  getPaymentFiles,
  type PaymentFileRecord,
  putBankLines,
  setBankBalance,
} from '../../repositories/bank';
import { bankLineSortKey, lineIdOf, paymentOfEndToEndId } from '../../repositories/keys/bank';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';
import { entryPaidWrites, notifyPaid, paidWrites } from './mark-paid';
import { automaticMatches, indexEntries } from './matching';
import { parseStatements } from './statements/parse-statements';

const m = bankMessages.bank;

/**
 * Imports the statements of one file for one bank account: lines already stored (same account,
 * statement and bank reference) are skipped, so a file imported twice adds nothing. A debit that
 * pays a payment of a pain.001 file marks its declarations 'betaald' (the volunteer is notified) and
 * reconciles their bookings; a credit whose structured communication names an entry of the same
 * amount reconciles that entry. The account's bank balance follows the last closing balance.
 */
export async function importStatement(
  actor: Actor,
  bankAccountId: number,
  input: StatementImportBody,
  now: Date,
): Promise<StatementImportResponse> {
  const account = await getBankAccount(bankAccountId);
  if (!account) throw notFound(bankMessages.bank.lineNotFound);
  const statements = parseStatements(input);
  const foreign = statements.find((statement) => statement.iban !== account.accountNumber);
  if (foreign) throw validationError(m.wrongAccount(foreign.iban));

  const parsed = statements.flatMap((statement) => statement.lines);
  const known = await existingLineKeys(parsed.map((line) => ({ bankAccountId, ...line })));
  const fresh = parsed.filter((line) => !known.has(bankLineSortKey(line.statementId, line.reference)));

  // The transactions the credits name by their structured communication, read once for the whole file.
  const namedEntryIds = fresh.flatMap((line) => {
    const id = line.amountCents > 0 ? entryIdOfCommunication(line.structuredCommunication) : null;
    return id ? [id] : [];
  });
  const entries = indexEntries(namedEntryIds.length > 0 ? await getEntryCandidates(namedEntryIds) : []);

  const fileIds = fresh
    .map((line) => paymentOfEndToEndId(line.endToEndId) ?? paymentOfEndToEndId(line.communication))
    .flatMap((ref) => (ref ? [ref.fileId] : []));
  const files = fileIds.length > 0 ? await getPaymentFiles(fileIds) : new Map<string, PaymentFileRecord>();

  const decisions = automaticMatches(fresh, entries, files);
  const records: BankLineRecord[] = [];
  let matched = 0;
  for (const [index, line] of fresh.entries()) {
    const lineId = lineIdOf(bankLineSortKey(line.statementId, line.reference));
    const record: BankLineRecord = {
      bankAccountId,
      statementId: line.statementId,
      reference: line.reference,
      date: line.date,
      amountCents: line.amountCents,
      counterpartyName: line.counterpartyName,
      counterpartyIban: line.counterpartyIban,
      communication: line.communication,
      structuredCommunication: line.structuredCommunication,
      endToEndId: line.endToEndId,
      state: 'unmatched',
      entryId: null,
      paymentFileId: null,
      importedAt: now.toISOString(),
    };
    const decision = decisions[index] ?? { kind: 'open' };
    if (decision.kind === 'payment') {
      const { payment } = decision;
      if (await markPaid(payment, payment.fileId, lineId, now)) {
        records.push({ ...record, state: 'matched', paymentFileId: payment.fileId });
        matched += 1;
        continue;
      }
    }
    if (decision.kind === 'entry') {
      if (await writeAccounting([entryReconciledWrite(decision.entry.id, lineId)])) {
        records.push({ ...record, state: 'matched', entryId: decision.entry.id });
        matched += 1;
        continue;
      }
    }
    records.push(record);
  }
  await putBankLines(records);

  const last = statements.reduce((latest, statement) =>
    statement.closingDate >= latest.closingDate ? statement : latest,
  );
  await setBankBalance(bankAccountId, { balanceCents: last.closingBalanceCents, date: last.closingDate });
  await recordAudit({
    action: 'bank-statement-imported',
    actor,
    target: { type: 'bank-account', id: account.id, userId: null, name: account.name },
    changes: [
      {
        field: 'statements',
        treatment: 'value',
        before: null,
        after: statements.map((s) => s.statementId).join(', '),
      },
      { field: 'lines', treatment: 'value', before: null, after: String(records.length) },
    ],
    now,
  });
  return {
    added: records.length,
    skipped: parsed.length - fresh.length,
    matched,
    bankBalance: centsToDecimal(last.closingBalanceCents),
    bookBalance: centsToDecimal(account.balanceCents),
    difference: centsToDecimal(last.closingBalanceCents - account.balanceCents),
  };
}

/**
 * The declarations of a payment become 'betaald' and their bookings reconciled, or (issue 34) its
 * transactions 'betaald' and reconciled, in one transaction; then the volunteers hear it.
 */
async function markPaid(
  payment: { declarationIds: readonly number[]; entryIds?: readonly number[] | undefined },
  fileId: string,
  lineId: string,
  now: Date,
) {
  const { writes: declarationWrites, paid } = await paidWrites(payment.declarationIds, fileId, lineId, now);
  const writes = [
    ...declarationWrites,
    ...(await entryPaidWrites(payment.entryIds ?? [], fileId, lineId, now)),
  ];
  if (writes.length === 0) return true;
  if (!(await writeAccounting(writes))) throw conflict();
  await notifyPaid(paid, now);
  return true;
}
