import { centsToDecimal } from '../../../shared/money';
import type { Payable } from '../../../shared/schemas/bank';
import { formatIban, isValidIban } from '../../../shared/validation/iban';
import type { EntryRecord } from '../../repositories/accounting';
import {
  getPayeesByIds,
  getPaymentFiles,
  listPayableEntriesPage,
  type Payee,
  type PaymentFileRecord,
} from '../../repositories/bank';
import { type DeclarationRecord, listUnpaidApprovedPage } from '../../repositories/declarations';

const payeeNameOf = (payee: Payee | undefined, fallback: string) =>
  payee ? `${payee.firstName} ${payee.lastName}`.trim() || fallback : fallback;

/** The payment file a payable is in: its date and its maker's name, as the screen shows them. */
export type PaymentFileFacts = Pick<PaymentFileRecord, 'createdAt'> & { createdByName: string };

const paymentOf = (payment: DeclarationRecord['payment'], file: PaymentFileFacts | undefined) => ({
  paymentStatus: payment?.state ?? null,
  paymentFileId: payment?.fileId ?? null,
  paymentFileCreatedAt: file?.createdAt ?? null,
  paymentFileCreatedBy: file?.createdByName ?? null,
});

export function presentPayable(
  declaration: DeclarationRecord,
  payee: Payee | undefined,
  file?: PaymentFileFacts,
): Payable {
  const iban = payee?.bankAccount ?? null;
  return {
    id: `declaration-${declaration.id}`,
    kind: 'declaration',
    declarationId: declaration.id,
    entryId: null,
    userId: declaration.userId,
    payeeIbanSetById: null,
    payeeName: payeeNameOf(payee, declaration.userName),
    description: declaration.description,
    date: declaration.date,
    amount: centsToDecimal(declaration.amountCents),
    iban: iban ? formatIban(iban) : null,
    isIbanValid: iban !== null && isValidIban(iban),
    ...paymentOf(declaration.payment, file),
  };
}

/** Issue 34: an approved outgoing transaction with a payee IBAN, as a payable. */
export function presentPayableEntry(entry: EntryRecord, file?: PaymentFileFacts): Payable {
  const iban = entry.payeeIban ?? null;
  return {
    id: `entry-${entry.id}`,
    kind: 'entry',
    declarationId: null,
    entryId: entry.id,
    userId: null,
    payeeIbanSetById: entry.payeeIbanSetById ?? null,
    payeeName: entry.payeeName ?? '—',
    description: entry.description,
    date: entry.date,
    amount: centsToDecimal(entry.amountCents),
    iban: iban ? formatIban(iban) : null,
    isIbanValid: iban !== null && isValidIban(iban),
    ...paymentOf(entry.payment, file),
  };
}

/**
 * The list runs through two sources, transactions first (a handful), then declarations: the cursor
 * says which one a page continues ('E' or 'D' before the source's own opaque cursor).
 */
type PayablesCursor = { source: 'entries' | 'declarations'; cursor: string | undefined };
const ENTRIES = 'E';
const DECLARATIONS = 'D';

function readCursor(cursor: string | undefined): PayablesCursor {
  if (cursor === undefined) return { source: 'entries', cursor: undefined };
  const rest = cursor.slice(1) || undefined;
  // Anything else is handed to the declarations' paging, which refuses a cursor it did not make.
  return cursor.startsWith(ENTRIES)
    ? { source: 'entries', cursor: rest }
    : { source: 'declarations', cursor: cursor.startsWith(DECLARATIONS) ? rest : cursor };
}

/**
 * Approved declarations not yet paid and (issue 34) approved outgoing transactions with a payee IBAN
 * not yet paid, transactions first, each newest first, with their payee's name and IBAN and, for
 * those already in a payment file, when it was made and by whom.
 */
export async function listPayables(page: { limit: number; cursor?: string | undefined }) {
  const at = readCursor(page.cursor);
  let entries: EntryRecord[] = [];
  let declarations: DeclarationRecord[] = [];
  let nextCursor: string | null = null;
  if (at.source === 'entries') {
    const entryPage = await listPayableEntriesPage({ limit: page.limit, cursor: at.cursor });
    entries = entryPage.items;
    if (entryPage.nextCursor) nextCursor = `${ENTRIES}${entryPage.nextCursor}`;
  }
  const room = page.limit - entries.length;
  if (nextCursor === null && room > 0) {
    const declarationPage = await listUnpaidApprovedPage({
      limit: room,
      cursor: at.source === 'declarations' ? at.cursor : undefined,
    });
    declarations = declarationPage.items;
    if (declarationPage.nextCursor) nextCursor = `${DECLARATIONS}${declarationPage.nextCursor}`;
  } else if (nextCursor === null) {
    // A page full of transactions: the declarations follow on the next one.
    nextCursor = DECLARATIONS;
  }

  const fileIds = [...entries, ...declarations].flatMap((item) =>
    item.payment ? [item.payment.fileId] : [],
  );
  const files = fileIds.length > 0 ? await getPaymentFiles(fileIds) : new Map<string, PaymentFileRecord>();
  const people = await getPayeesByIds([
    ...declarations.map((declaration) => declaration.userId),
    ...[...files.values()].map((file) => file.createdById),
  ]);
  const fileFacts = (fileId: string | undefined): PaymentFileFacts | undefined => {
    const file = fileId ? files.get(fileId) : undefined;
    if (!file) return undefined;
    return { createdAt: file.createdAt, createdByName: payeeNameOf(people.get(file.createdById), '—') };
  };
  return {
    items: [
      ...entries.map((entry) => presentPayableEntry(entry, fileFacts(entry.payment?.fileId))),
      ...declarations.map((declaration) =>
        presentPayable(declaration, people.get(declaration.userId), fileFacts(declaration.payment?.fileId)),
      ),
    ],
    nextCursor,
  };
}

export { payeeNameOf };
