import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingMessages } from '../../shared/messages/accounting';
import { bankMessages } from '../../shared/messages/bank';
import type { AccountingEntry, BankAccount } from '../../shared/schemas/accounting';
import type { Payable, PaymentExportResponse } from '../../shared/schemas/bank';
import { camtStatement, freshBelgianIban } from './support/camt-statement';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/**
 * Issue 34, item 1's "other approved outgoing entries with a payee IBAN": an outgoing transaction
 * names whom it pays; once approved it waits in the payables beside the declarations, is paid in the
 * same pain.001 file (one payment per payee IBAN) and becomes 'betaald' when the statement shows it.
 * Four eyes: whoever last set the payee IBAN does not export its payment.
 */
const m = bankMessages.bank;
const a = accountingMessages.accounting;
let portal: TestPortal;
let admin: string;
/** Enters the transactions (and so sets their payee IBAN). */
let bookkeeper: { token: string; id: number };
/** Approves what the bookkeeper entered. */
let approver: { token: string; id: number };
/** Makes the payment files. */
let treasurer: { token: string; id: number };
let account: BankAccount;
let sequence = 0;

const PRINTER_IBAN = 'BE43068999999501';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

async function person(role: string, bankAccount?: string) {
  const { user, token } = await signedInUser(portal, admin, {
    role,
    ...(bankAccount ? { bankAccount } : {}),
  });
  return { token, id: user.id };
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  bookkeeper = await person('bestuurslid');
  approver = await person('bestuurslid');
  treasurer = await person('bestuurslid');
  const created = await portal.call<BankAccount>('POST', '/api/accounting/bank-accounts', {
    token: treasurer.token,
    body: {
      name: 'Zichtrekening',
      bankName: 'KBC',
      accountNumber: freshBelgianIban(),
      currentBalance: '500.00',
    },
  });
  expect(created.status, created.text).toBe(201);
  account = created.body;
});
afterAll(() => portal.stop());

const entryBody = (amount: string, payee: Record<string, string | null> = {}) => ({
  type: 'outgoing',
  date: today(),
  description: `Drukwerk ${amount}`,
  category: 'Materialen',
  amount,
  payeeName: 'Drukkerij Peeters',
  payeeIban: PRINTER_IBAN,
  ...payee,
});

async function approve(id: number, token = approver.token) {
  const entries = await portal.call<{ items: AccountingEntry[] }>(
    'GET',
    '/api/accounting/entries?limit=200',
    {
      token,
    },
  );
  const entry = entries.body.items.find((item) => item.id === id);
  const approved = await portal.call<AccountingEntry>('POST', `/api/accounting/entries/${id}/approve`, {
    token,
    body: { expectedVersion: entry?.version },
  });
  expect(approved.status, approved.text).toBe(200);
  return approved.body;
}

/** An outgoing transaction with a payee entered by the bookkeeper and approved by the approver. */
async function payeeEntry(amount: string, payee: Record<string, string | null> = {}) {
  const created = await portal.call<AccountingEntry>('POST', '/api/accounting/entries', {
    token: bookkeeper.token,
    body: entryBody(amount, payee),
  });
  expect(created.status, created.text).toBe(201);
  return approve(created.body.id);
}

const payables = async (token = treasurer.token) =>
  (await portal.call<{ items: Payable[] }>('GET', '/api/accounting/payables?limit=200', { token })).body
    .items;

const exportFile = (
  token: string,
  body: { declarationIds?: number[]; entryIds?: number[]; confirmRepeat?: boolean },
) =>
  portal.call<PaymentExportResponse & { message?: string }>('POST', '/api/accounting/payment-files', {
    token,
    body: { bankAccountId: account.id, ...body },
  });

async function entryOf(id: number) {
  const list = await portal.call<{ items: AccountingEntry[] }>('GET', '/api/accounting/entries?limit=200', {
    token: treasurer.token,
  });
  return list.body.items.find((item) => item.id === id);
}

async function approvedDeclaration() {
  const volunteer = await person('vrijwilliger', 'BE71096123456769');
  const created = await portal.call<{ id: number; version: number }>('POST', '/api/declarations', {
    token: volunteer.token,
    body: { type: 'expense', description: 'Schoolboeken', amount: '24.90', date: today() },
  });
  expect(created.status, created.text).toBe(201);
  const approved = await portal.call('PATCH', `/api/declarations/${created.body.id}/status`, {
    token: approver.token,
    body: { status: 'approved', expectedVersion: created.body.version },
  });
  expect(approved.status, approved.text).toBe(200);
  return created.body.id;
}

describe('an outgoing transaction with a payee', () => {
  it('keeps the payee, refuses one on income and refuses an IBAN that fails its check', async () => {
    const saved = await portal.call<AccountingEntry>('POST', '/api/accounting/entries', {
      token: bookkeeper.token,
      body: entryBody('10.00', { payeeIban: 'be43 0689 9999 9501', payeeBic: 'gkccbebb' }),
    });
    const income = await portal.call<{ message: string; issues: { path: string; message: string }[] }>(
      'POST',
      '/api/accounting/entries',
      { token: bookkeeper.token, body: { ...entryBody('10.00'), type: 'incoming', category: 'Donaties' } },
    );
    const wrong = await portal.call<{ issues: { path: string; message: string }[] }>(
      'POST',
      '/api/accounting/entries',
      { token: bookkeeper.token, body: entryBody('10.00', { payeeIban: 'BE43068999999502' }) },
    );
    const nameless = await portal.call<{ issues: { path: string; message: string }[] }>(
      'POST',
      '/api/accounting/entries',
      { token: bookkeeper.token, body: entryBody('10.00', { payeeName: '' }) },
    );

    expect(saved.status, saved.text).toBe(201);
    expect(saved.body).toMatchObject({
      payeeName: 'Drukkerij Peeters',
      payeeIban: PRINTER_IBAN,
      payeeBic: 'GKCCBEBB',
      payeeIbanSetById: bookkeeper.id,
      paymentStatus: null,
    });
    expect(income.status).toBe(400);
    expect(income.body.issues).toContainEqual({ path: 'payeeIban', message: a.payeeOnlyOutgoing });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toContainEqual({ path: 'payeeIban', message: a.payeeIbanInvalid });
    expect(nameless.status).toBe(400);
    expect(nameless.body.issues).toContainEqual({ path: 'payeeName', message: a.payeeNameRequired });
  });

  it('records a change of the payee IBAN in the audit trail, masked, and who made it', async () => {
    const created = await portal.call<AccountingEntry>('POST', '/api/accounting/entries', {
      token: bookkeeper.token,
      body: entryBody('11.00'),
    });
    const changed = await portal.call<AccountingEntry>('PUT', `/api/accounting/entries/${created.body.id}`, {
      token: approver.token,
      body: entryBody('11.00', { payeeIban: 'BE62510007547061' }),
    });

    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.payeeIbanSetById).toBe(approver.id);
    const audit = (await readTable(portal.resourcePrefix, 'audit')).filter(
      (item) => item.action === 'accounting-entry-updated' && item.targetId === created.body.id,
    );
    const ibanChange = (
      (audit[0]?.changes ?? []) as { field: string; before: unknown; after: unknown }[]
    ).find((change) => change.field === 'payeeIban');
    expect(audit).toHaveLength(1);
    expect(ibanChange).toBeDefined();
    expect(JSON.stringify(ibanChange)).not.toContain('510007547061');
  });
});

describe('paying transactions with a payee', () => {
  it('pays them beside a declaration in one file, one payment per payee IBAN, and the statement marks them paid', async () => {
    const first = await payeeEntry('120.00');
    const second = await payeeEntry('30.00', { payeeBic: 'GKCCBEBB' });
    const declarationId = await approvedDeclaration();

    const listed = await payables();
    const answer = await exportFile(treasurer.token, {
      declarationIds: [declarationId],
      entryIds: [first.id, second.id],
    });

    expect(listed.find((payable) => payable.entryId === first.id)).toMatchObject({
      kind: 'entry',
      id: `entry-${first.id}`,
      declarationId: null,
      userId: null,
      payeeIbanSetById: bookkeeper.id,
      payeeName: 'Drukkerij Peeters',
      iban: 'BE43 0689 9999 9501',
      isIbanValid: true,
      amount: '120.00',
      paymentStatus: null,
    });
    expect(listed.find((payable) => payable.declarationId === declarationId)?.kind).toBe('declaration');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ paymentCount: 2, total: '174.90' });
    expect(answer.body.content).toContain('<InstdAmt Ccy="EUR">150.00</InstdAmt>');
    expect(answer.body.content).toContain(`<IBAN>${PRINTER_IBAN}</IBAN>`);
    expect(answer.body.content).toContain('<BICFI>GKCCBEBB</BICFI>');
    expect(answer.body.content).toContain(`Transacties ${first.id}, ${second.id} ${answer.body.fileId}-2`);
    expect(await entryOf(first.id)).toMatchObject({
      paymentStatus: 'in_betaling',
      paymentFileId: answer.body.fileId,
    });
    expect((await payables()).find((payable) => payable.entryId === second.id)).toMatchObject({
      paymentStatus: 'in_betaling',
      paymentFileId: answer.body.fileId,
    });

    // A second file with the same transactions needs the explicit yes.
    const again = await exportFile(treasurer.token, { entryIds: [first.id] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.itemsAlreadyInPayment([], [first.id]));

    sequence += 1;
    const imported = await portal.call<{ matched: number }>(
      'POST',
      `/api/accounting/bank-accounts/${account.id}/statements`,
      {
        token: treasurer.token,
        body: {
          format: 'camt053',
          content: camtStatement({
            iban: account.accountNumber,
            sequence,
            date: today(),
            openingCents: 50_000,
            lines: [
              {
                ref: `PAYEE-${sequence}-1`,
                date: today(),
                cents: -2490,
                iban: 'BE71096123456769',
                endToEndId: `${answer.body.fileId}-1`,
              },
              {
                ref: `PAYEE-${sequence}-2`,
                date: today(),
                cents: -15_000,
                iban: PRINTER_IBAN,
                endToEndId: `${answer.body.fileId}-2`,
              },
            ],
          }),
        },
      },
    );

    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.matched).toBe(2);
    expect(await entryOf(first.id)).toMatchObject({
      paymentStatus: 'betaald',
      paymentFileId: answer.body.fileId,
    });
    expect(await entryOf(second.id)).toMatchObject({ paymentStatus: 'betaald' });
    const stored = (await readTable(portal.resourcePrefix, 'accounting')).find(
      (item) => item.pk === `ENTRY#${first.id}` && item.sk === 'ENTRY',
    );
    expect(stored?.bankLineId).toEqual(expect.any(String));
    expect(
      (await payables()).filter((payable) => payable.entryId === first.id || payable.entryId === second.id),
    ).toEqual([]);
  });

  it('refuses the file to whoever set the payee IBAN, with the Dutch reason, and writes nothing', async () => {
    const entry = await payeeEntry('42.00');
    const before = await readTable(portal.resourcePrefix, 'accounting');

    const answer = await exportFile(bookkeeper.token, { entryIds: [entry.id] });

    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(m.setEntryPayeeIban);
    expect(await readTable(portal.resourcePrefix, 'accounting')).toEqual(before);
    expect((await payables(bookkeeper.token)).find((payable) => payable.entryId === entry.id)).toMatchObject({
      paymentStatus: null,
      payeeIbanSetById: bookkeeper.id,
    });
  });

  it('refuses it to an editor who changed the IBAN since, and lets the one who first typed it pay', async () => {
    const editor = await person('bestuurslid');
    const created = await portal.call<AccountingEntry>('POST', '/api/accounting/entries', {
      token: bookkeeper.token,
      body: entryBody('43.00'),
    });
    const edited = await portal.call<AccountingEntry>('PUT', `/api/accounting/entries/${created.body.id}`, {
      token: editor.token,
      body: entryBody('43.00', { payeeIban: 'BE62510007547061' }),
    });
    expect(edited.status, edited.text).toBe(200);
    await approve(created.body.id);

    const byEditor = await exportFile(editor.token, { entryIds: [created.body.id] });
    const byBookkeeper = await exportFile(bookkeeper.token, { entryIds: [created.body.id] });

    expect(byEditor.status).toBe(403);
    expect(byEditor.body.message).toBe(m.setEntryPayeeIban);
    expect(byBookkeeper.status, byBookkeeper.text).toBe(200);
  });

  it('keeps a transaction in a payment file as it is: no edit, no delete', async () => {
    const entry = await payeeEntry('44.00');
    const file = await exportFile(treasurer.token, { entryIds: [entry.id] });
    expect(file.status, file.text).toBe(200);

    const edit = await portal.call<{ message: string }>('PUT', `/api/accounting/entries/${entry.id}`, {
      token: approver.token,
      body: entryBody('99.00', { payeeIban: 'BE62510007547061' }),
    });
    const removal = await portal.call<{ message: string }>('DELETE', `/api/accounting/entries/${entry.id}`, {
      token: admin,
    });

    expect([edit.status, removal.status]).toEqual([409, 409]);
    expect(edit.body.message).toBe(a.entryInPayment);
    expect(removal.body.message).toBe(a.entryInPayment);
    expect(await entryOf(entry.id)).toMatchObject({
      amount: '44.00',
      payeeIban: PRINTER_IBAN,
      paymentStatus: 'in_betaling',
    });
  });

  it('refuses a transaction that is not an approved outgoing one with a payee', async () => {
    const pending = await portal.call<AccountingEntry>('POST', '/api/accounting/entries', {
      token: bookkeeper.token,
      body: entryBody('45.00'),
    });
    const withoutPayee = await payeeEntry('46.00', { payeeName: null, payeeIban: null });

    const answers = await Promise.all([
      exportFile(treasurer.token, { entryIds: [pending.body.id] }),
      exportFile(treasurer.token, { entryIds: [withoutPayee.id] }),
      exportFile(treasurer.token, {}),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(answers[0]?.body.message).toBe(m.entryNotPayable(pending.body.id));
    expect(answers[1]?.body.message).toBe(m.entryNotPayable(withoutPayee.id));
  });
});
