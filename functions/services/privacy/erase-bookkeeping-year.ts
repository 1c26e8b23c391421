import { privacyMessages } from '../../../shared/messages/privacy';
import type { TableName } from '../../../shared/tables';
import type { PrivacyJobRecord } from '../../repositories/privacy-jobs';
import { updatePrivacyJob } from '../../repositories/privacy-jobs';
import {
  getDeclarationItems,
  getPaymentFileItems,
  getUploadItems,
  getUserNames,
  PSEUDONYMISED_AT,
  readBankLinesOfYear,
  readBookkeepingYear,
} from '../../repositories/retention';
import type { Item } from '../../repositories/table';
import { recordAudit } from '../audit/record-audit';
import { kindOf, type PrivacyKind, type StoredItem, type SubjectFacts } from './catalogue';
import { PRIVACY_CATALOGUE } from './erase-hooks';
import { auditChangesOf, carryOutErasure, type Finding, reportOf } from './erasure-engine';

const m = privacyMessages.privacy;

/** The catalogue's kind for an item of `table` with these keys: the erasure engine's own rules. */
function catalogueKind(table: TableName, pk: string, sk: string): PrivacyKind {
  const kind = kindOf(PRIVACY_CATALOGUE[table], pk, sk);
  if (!kind) throw new Error(`The privacy catalogue has no kind for ${table} ${pk} ${sk}`);
  return kind;
}

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * A transaction's payee (issue 34) may be a private person the year's records know nothing else of:
 * after the period the name and account number go, whoever it was; the amount stays.
 */
const payeeGone = (item: Item) =>
  typeof item.payeeName === 'string' || typeof item.payeeIban === 'string'
    ? { payeeName: m.pseudonym.payee, payeeIban: null, payeeBic: null }
    : {};

/** A bank line's counterparty: whoever paid or was paid, by name and account number. */
const counterpartyGone = (item: Item) =>
  typeof item.counterpartyName === 'string' || typeof item.counterpartyIban === 'string'
    ? { counterpartyName: m.pseudonym.payee, counterpartyIban: null }
    : {};

/**
 * Each payment of a payment file named and numbered no more: a volunteer's by their pseudonym, a
 * payee's as the transaction's payee; the amount, end-to-end id and what it paid stay.
 */
const paymentsGone = (item: Item) => ({
  payments: (Array.isArray(item.payments) ? (item.payments as Item[]) : []).map((payment) => ({
    ...payment,
    name: typeof payment.userId === 'number' ? m.pseudonym.volunteer(payment.userId) : m.pseudonym.payee,
    iban: null,
    bic: null,
  })),
});

/** The payment files the year's declarations, transactions and bank lines name. */
const paymentFileIdsOf = (...groups: readonly (readonly Item[])[]) =>
  groups
    .flat()
    .map((item) =>
      typeof item.paymentFileId === 'string'
        ? item.paymentFileId
        : ((item.payment as Item | null | undefined)?.fileId ?? null),
    )
    .filter((id): id is string => typeof id === 'string');

/**
 * Everyone a year's items name, by user id, with every name they were stored under (a creator,
 * processor or editor of a transaction, the declarant of a declaration or of the declaration a
 * booking came from) and the name and address their profile has today.
 */
async function peopleOf(entries: readonly Item[], declarations: readonly Item[]) {
  const names = new Map<number, Set<string>>();
  const add = (id: unknown, name: unknown) => {
    const userId = idOf(id);
    if (userId === null) return;
    const known = names.get(userId) ?? new Set<string>();
    if (typeof name === 'string' && name.trim()) known.add(name.trim());
    names.set(userId, known);
  };
  for (const entry of entries) {
    add(entry.createdById, entry.createdByName);
    add(entry.processedById, entry.processedByName);
    for (const editor of Array.isArray(entry.editors) ? (entry.editors as Item[]) : [])
      add(editor.id, editor.name);
  }
  for (const declaration of declarations) add(declaration.userId, declaration.userName);
  const profiles = await getUserNames([...names.keys()]);
  const facts = new Map<number, SubjectFacts>();
  for (const [id, stored] of names) {
    const profile = profiles.find((user) => user.id === id);
    const current = profile ? `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim() : '';
    facts.set(id, {
      subject: { kind: 'volunteer', id },
      displayName: m.pseudonym.volunteer(id),
      names: [...stored, ...(current ? [current] : [])],
      emails: typeof profile?.email === 'string' ? [profile.email.toLowerCase()] : [],
      pseudonym: m.pseudonym.volunteer(id),
    });
  }
  return facts;
}

/**
 * What the retention of one financial year does, by the privacy catalogue's rules: its transactions,
 * their export rows, its bank lines and the payment files its records name pseudonymised (everyone
 * they name replaced by their pseudonym, a counterparty's or payee's name and account number gone;
 * amounts, categories and dates kept), its declarations erased with their receipts. Items already
 * pseudonymised by an earlier confirmation are not read again, and erased ones are gone: a second
 * run finds nothing.
 */
export async function findBookkeepingYear(year: number, now: Date): Promise<Finding[]> {
  const [{ entries, exportRows, declarations }, bankLines] = await Promise.all([
    readBookkeepingYear(year),
    readBankLinesOfYear(year),
  ]);
  const [bookedFrom, paymentFiles] = await Promise.all([
    getDeclarationItems(entries.map((entry) => idOf(entry.declarationId)).filter((id) => id !== null)),
    getPaymentFileItems(paymentFileIdsOf(declarations, entries, bankLines)),
  ]);
  const people = await peopleOf(entries, [...declarations, ...bookedFrom]);
  // A line may name anyone of the year in its text (a refund names the declarant, not linked to
  // it): every line is rid of every name the year's records know, its own fields by their ids.
  const everyone = [...people.values()];
  const line = (item: Item, gone: (item: Item) => Item = payeeGone): Finding => {
    const stored = item as StoredItem;
    return {
      table: 'accounting',
      kind: catalogueKind('accounting', stored.pk, stored.sk),
      item: stored,
      decision: { treatment: 'pseudonymise', reason: m.reasons.yearLine },
      people: everyone,
      marks: { [PSEUDONYMISED_AT]: now.toISOString(), ...gone(item) },
    };
  };
  const erased = (table: TableName, item: Item, owner: unknown): Finding => {
    const stored = item as StoredItem;
    const facts = people.get(idOf(owner) ?? Number.NaN);
    return {
      table,
      kind: catalogueKind(table, stored.pk, stored.sk),
      item: stored,
      decision: { treatment: 'erase', reason: m.reasons.yearRecord },
      people: facts ? [facts] : [],
    };
  };
  const receipts = await getUploadItems(
    declarations
      .map((declaration) => declaration.receiptUploadId)
      .filter((id): id is string => typeof id === 'string'),
  );
  // Export rows before their transactions: the names a row holds are known from the transactions,
  // so a retry after a failure half-way still finds the rows whose transaction is not done yet.
  return [
    ...exportRows.map((row) => line(row)),
    ...entries.map((entry) => line(entry)),
    // The bank's side of the year: its statement lines and the payment files sent to it.
    ...bankLines.map((bankLine) => line(bankLine, counterpartyGone)),
    ...paymentFiles.map((file) => line(file, paymentsGone)),
    // Receipts (their files first) before their declarations, so a retry still finds them.
    ...receipts.map((upload) => erased('documents', upload, upload.ownerId)),
    ...declarations.map((declaration) => erased('declarations', declaration, declaration.userId)),
  ];
}

/**
 * Carries out an erasure job for a financial year an admin confirmed from the retention list, and
 * records one audit entry counting what it did (none when a second run found nothing left to do).
 */
export async function runBookkeepingYearErasure(job: PrivacyJobRecord, finishedAt: Date): Promise<void> {
  const year = job.subject.id;
  const findings = await findBookkeepingYear(year, finishedAt);
  await carryOutErasure(findings, finishedAt);
  const report = reportOf(findings);
  if (findings.length > 0)
    await recordAudit({
      action: 'bookkeeping-year-erased',
      actor: { id: job.createdBy.id, username: job.createdBy.name },
      target: { type: 'bookkeeping-year', id: year, userId: null, name: m.bookkeepingYearName(year) },
      changes: auditChangesOf(report),
      now: finishedAt,
    });
  await updatePrivacyJob(job.id, { status: 'done', report, finishedAt: finishedAt.toISOString() });
}
