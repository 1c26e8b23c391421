import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_ROWS_COMPLETE_KEY, exportRowKey } from '../../functions/repositories/keys/accounting';
import { messages } from '../../shared/messages';
import { genericMessages } from '../../shared/messages/generic';
import { fillPath } from '../../shared/routes';
import { accountingRoutes } from '../../shared/routes/accounting';
import type { AccountingEntry, AccountingSummary, BankAccount } from '../../shared/schemas/accounting';
import { sheetsAsShown } from './support/libreoffice';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

let portal: TestPortal;
let admin: string;
let board: { token: string; id: number };
let coordinator: { token: string; id: number };
let volunteer: { token: string; id: number };

const m = messages.accounting;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
/** IBANs with valid check digits, one per bank account the tests make. */
const IBANS = [
  'BE68539007547034',
  'BE71096123456769',
  'BE43068999999501',
  'NL91ABNA0417164300',
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
  'BE62510007547061',
  'NL20INGB0001234567',
];
let nextIban = 0;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  const signIn = async (role: string) => {
    const { user, token } = await signedInUser(portal, admin, { role });
    return { token, id: user.id };
  };
  board = await signIn('bestuurslid');
  coordinator = await signIn('coordinator');
  volunteer = await signIn('vrijwilliger');
});
afterAll(() => portal.stop());

const TRANSACTION = {
  type: 'incoming',
  date: '2026-03-02',
  description: 'Gift van de buurtwinkel',
  category: 'Donaties',
  amount: '125.50',
};

async function createEntry(token: string, overrides: Record<string, unknown> = {}) {
  return portal.call<AccountingEntry>('POST', '/api/accounting/entries', {
    token,
    body: { ...TRANSACTION, ...overrides },
  });
}

async function createBankAccount(overrides: Record<string, unknown> = {}) {
  const answer = await portal.call<BankAccount>('POST', '/api/accounting/bank-accounts', {
    token: board.token,
    body: {
      name: 'Zichtrekening',
      bankName: 'KBC',
      accountNumber: IBANS[nextIban++],
      currentBalance: '1000.00',
      ...overrides,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** Approves the transaction as the caller saw it: a new one is at version 1. */
const approve = (token: string, id: number, expectedVersion = 1) =>
  portal.call<AccountingEntry>('POST', `/api/accounting/entries/${id}/approve`, {
    token,
    body: { expectedVersion },
  });

async function bankAccount(id: number) {
  const list = await portal.call<{ items: BankAccount[] }>('GET', '/api/accounting/bank-accounts', {
    token: board.token,
  });
  return list.body.items.find((account) => account.id === id);
}

const summary = (dateFrom: string, dateTo: string) =>
  portal.call<AccountingSummary>('GET', `/api/accounting/summary?dateFrom=${dateFrom}&dateTo=${dateTo}`, {
    token: coordinator.token,
  });

describe('who may keep the books', () => {
  it('refuses a volunteer with 403 on every bookkeeping route', async () => {
    const answers = await Promise.all(
      Object.values(accountingRoutes).map(async (route) => {
        const path = fillPath(route.path, route.path.includes('{id}') ? { id: 1 } : {});
        const answer = await portal.call(route.method, path, { token: volunteer.token });
        return [route.id, answer.status, answer.body?.message] as const;
      }),
    );

    for (const [id, status, message] of answers) {
      expect({ id, status, message }).toEqual({ id, status: 403, message: genericMessages.forbidden });
    }
  });

  it('lets a coordinator record transactions but not approve them or manage bank accounts', async () => {
    const created = await createEntry(coordinator.token);

    const approval = await approve(coordinator.token, created.body.id);
    const account = await portal.call('POST', '/api/accounting/bank-accounts', {
      token: coordinator.token,
      body: { name: 'Spaar', bankName: 'KBC', accountNumber: 'BE68539007547034' },
    });

    expect(created.status).toBe(201);
    expect(approval.status).toBe(403);
    expect(account.status).toBe(403);
  });
});

describe('transactions', () => {
  it('starts a transaction pending whatever status is sent, with amounts as decimal strings', async () => {
    const answer = await createEntry(coordinator.token, { status: 'approved', amount: '12,5' });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'pending', amount: '12.50', processedByName: null });
  });

  it('refuses an amount of zero, three decimals and a category outside the fixed list, in Dutch', async () => {
    const zero = await createEntry(coordinator.token, { amount: '0' });
    const precise = await createEntry(coordinator.token, { amount: '1.005' });
    const category = await createEntry(coordinator.token, { category: 'Snoep' });

    expect([zero.status, precise.status, category.status]).toEqual([400, 400, 400]);
    expect(zero.body).toMatchObject({ message: m.amountPositive });
    expect(precise.body).toMatchObject({ message: m.amountFormat });
    expect(category.body).toMatchObject({ message: m.categoryRequired });
  });

  it('records who approved and when, and then refuses edits and deletes with 409', async () => {
    const created = await createEntry(coordinator.token);

    const approved = await approve(board.token, created.body.id);
    const edit = await portal.call('PUT', `/api/accounting/entries/${created.body.id}`, {
      token: board.token,
      body: { ...TRANSACTION, amount: '1.00' },
    });
    const removal = await portal.call('DELETE', `/api/accounting/entries/${created.body.id}`, {
      token: board.token,
    });

    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.processedByName).toMatch(/Sanne Peeters/);
    expect(approved.body.processedAt).not.toBeNull();
    expect([edit.status, removal.status]).toEqual([409, 409]);
    expect(edit.body).toMatchObject({ message: m.entryProcessed });
  });

  it('edits and deletes a pending transaction', async () => {
    const created = await createEntry(coordinator.token);

    const edit = await portal.call<AccountingEntry>('PUT', `/api/accounting/entries/${created.body.id}`, {
      token: coordinator.token,
      body: { ...TRANSACTION, description: 'Gift (gecorrigeerd)', amount: '99.99' },
    });
    const removal = await portal.call('DELETE', `/api/accounting/entries/${created.body.id}`, {
      token: coordinator.token,
    });
    const again = await portal.call('DELETE', `/api/accounting/entries/${created.body.id}`, {
      token: coordinator.token,
    });

    expect(edit.body).toMatchObject({ description: 'Gift (gecorrigeerd)', amount: '99.99' });
    expect(removal.body).toMatchObject({ message: m.deleted });
    expect(again.status).toBe(404);
  });

  it('lists a period newest first with filters, a page at a time', async () => {
    const stamp = `Filter ${Date.now()}`;
    for (const [date, type] of [
      ['2024-05-01', 'incoming'],
      ['2024-05-03', 'outgoing'],
      ['2024-05-05', 'incoming'],
      ['2024-06-01', 'incoming'],
    ] as const) {
      await createEntry(coordinator.token, {
        date,
        type,
        description: stamp,
        category: type === 'incoming' ? 'Subsidies' : 'Huur',
      });
    }

    const first = await portal.call<{ items: AccountingEntry[]; nextCursor: string | null }>(
      'GET',
      '/api/accounting/entries?dateFrom=2024-05-01&dateTo=2024-05-31&type=incoming&limit=1',
      { token: coordinator.token },
    );
    const second = await portal.call<{ items: AccountingEntry[]; nextCursor: string | null }>(
      'GET',
      `/api/accounting/entries?dateFrom=2024-05-01&dateTo=2024-05-31&type=incoming&limit=1&cursor=${first.body.nextCursor}`,
      { token: coordinator.token },
    );

    expect(first.body.items.map((entry) => entry.date)).toEqual(['2024-05-05']);
    expect(second.body.items.map((entry) => entry.date)).toEqual(['2024-05-01']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('rejects a pending transaction without moving any balance or total', async () => {
    const account = await createBankAccount();
    const created = await createEntry(coordinator.token, {
      bankAccount: account.accountNumber,
      date: '2023-02-02',
    });

    const rejected = await portal.call<AccountingEntry>(
      'POST',
      `/api/accounting/entries/${created.body.id}/reject`,
      {
        token: board.token,
        body: { expectedVersion: created.body.version },
      },
    );

    expect(rejected.body).toMatchObject({ status: 'rejected' });
    expect(rejected.body.processedByName).toMatch(/Sanne Peeters/);
    expect((await bankAccount(account.id))?.currentBalance).toBe('1000.00');
    expect((await summary('2023-02-01', '2023-02-28')).body.totalIncome).toBe('0.00');
  });
});

describe('bank accounts', () => {
  it('moves the balance once when a transaction is approved, even when two approvals race', async () => {
    const account = await createBankAccount({ currentBalance: '250.00' });
    const incoming = await createEntry(coordinator.token, {
      bankAccount: account.accountNumber,
      amount: '100.10',
    });
    const outgoing = await createEntry(coordinator.token, {
      bankAccount: account.accountNumber,
      type: 'outgoing',
      category: 'Huur',
      amount: '40.05',
    });

    const racing = await Promise.all([
      approve(board.token, incoming.body.id),
      approve(admin, incoming.body.id),
    ]);
    await approve(board.token, outgoing.body.id);
    const again = await approve(board.token, outgoing.body.id);

    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(again.status).toBe(409);
    expect((await bankAccount(account.id))?.currentBalance).toBe('310.05');
  });

  it('refuses an invalid IBAN and a duplicate one in Dutch', async () => {
    const account = await createBankAccount();

    const invalid = await portal.call('POST', '/api/accounting/bank-accounts', {
      token: board.token,
      body: { name: 'Fout', bankName: 'KBC', accountNumber: 'BE00 1234 5678 9012' },
    });
    const duplicate = await portal.call('POST', '/api/accounting/bank-accounts', {
      token: board.token,
      body: { name: 'Dubbel', bankName: 'KBC', accountNumber: account.accountNumber.toLowerCase() },
    });

    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ message: m.ibanInvalid });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ message: m.bankAccountNumberInUse });
  });

  it('keeps an account with transactions (deactivate instead) and deletes an unused one', async () => {
    const used = await createBankAccount();
    const unused = await createBankAccount();
    await createEntry(coordinator.token, { bankAccount: used.accountNumber });

    const refused = await portal.call('DELETE', `/api/accounting/bank-accounts/${used.id}`, {
      token: board.token,
    });
    const deactivated = await portal.call<BankAccount>('PUT', `/api/accounting/bank-accounts/${used.id}`, {
      token: board.token,
      body: {
        name: used.name,
        bankName: used.bankName,
        accountNumber: used.accountNumber,
        currentBalance: used.currentBalance,
        isActive: false,
      },
    });
    const onInactive = await createEntry(coordinator.token, { bankAccount: used.accountNumber });
    const deleted = await portal.call('DELETE', `/api/accounting/bank-accounts/${unused.id}`, {
      token: board.token,
    });

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: m.bankAccountInUse });
    expect(deactivated.body.isActive).toBe(false);
    expect(onInactive.status).toBe(400);
    expect(onInactive.body).toMatchObject({ message: m.bankAccountInactive });
    expect(deleted.body).toMatchObject({ message: m.bankAccountDeleted });
  });

  it('writes an audit entry for every change to money', async () => {
    const created = await createEntry(coordinator.token, { description: 'Audit-spoor' });
    await approve(board.token, created.body.id);

    const audit = (await readTable(portal.resourcePrefix, 'audit')).filter(
      (item) => item.targetType === 'accounting-entry' && item.targetId === created.body.id,
    );

    expect(audit.map((item) => item.action).sort()).toEqual([
      'accounting-entry-approved',
      'accounting-entry-created',
    ]);
  });
});

describe('four eyes on a transaction (issue 38 item 7)', () => {
  const fourEyes = messages.approvals.entry;
  const edit = (token: string, id: number, overrides: Record<string, unknown>) =>
    portal.call<AccountingEntry>('PUT', `/api/accounting/entries/${id}`, {
      token,
      body: { ...TRANSACTION, ...overrides },
    });
  const storedStatus = async (id: number) => (await storedEntry(id))?.status;

  it('refuses the bestuurslid who entered a transaction its approval; another board member approves', async () => {
    const own = await createEntry(board.token, { amount: '250.00', description: 'Eigen onkosten' });

    const byCreator = await approve(board.token, own.body.id);
    const statusAfterRefusal = await storedStatus(own.body.id);
    const byOther = await approve(admin, own.body.id);

    expect(byCreator.status).toBe(403);
    expect(byCreator.body).toMatchObject({ message: fourEyes['created-it'] });
    expect(statusAfterRefusal).toBe('pending');
    expect(byOther.status).toBe(200);
    expect(byOther.body).toMatchObject({ status: 'approved', amount: '250.00' });
  });

  it('refuses the approval to whoever changed the amount, and names creator, editor and approver in the audit', async () => {
    const created = await createEntry(coordinator.token, { amount: '25.00', description: 'Drukwerk' });
    const raised = await edit(board.token, created.body.id, { amount: '9999.00', description: 'Drukwerk' });

    const byEditor = await approve(board.token, created.body.id, raised.body.version);
    const statusAfterRefusal = await storedStatus(created.body.id);
    const byOther = await approve(admin, created.body.id, raised.body.version);
    const approvalAudit = (await readTable(portal.resourcePrefix, 'audit')).find(
      (item) => item.targetId === created.body.id && item.action === 'accounting-entry-approved',
    );

    expect(byEditor.status).toBe(403);
    expect(byEditor.body).toMatchObject({ message: fourEyes['edited-it'] });
    expect(statusAfterRefusal).toBe('pending');
    expect(byOther.status).toBe(200);
    expect(byOther.body).toMatchObject({ status: 'approved', amount: '9999.00' });
    expect(byOther.body.editors).toEqual([{ id: board.id, name: expect.any(String) }]);
    const changes = approvalAudit?.changes as { field: string; after: string | null }[];
    expect(changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['createdByName', 'editedBy', 'processedByName']),
    );
    expect(changes.find((change) => change.field === 'createdByName')?.after).toBe(
      created.body.createdByName,
    );
    expect(changes.find((change) => change.field === 'editedBy')?.after).toBe(raised.body.editors[0]?.name);
  });

  it('answers 409 and changes nothing when the approval names a version older than the stored one', async () => {
    const created = await createEntry(coordinator.token, { amount: '12.00', description: 'Koffie' });
    await edit(coordinator.token, created.body.id, { amount: '1200.00', description: 'Koffie' });

    const stale = await approve(board.token, created.body.id, created.body.version);

    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: m.reviewedVersionChanged });
    expect(await storedEntry(created.body.id)).toMatchObject({ status: 'pending', amountCents: 120_000 });
  });

  it('refuses an approval that does not say which version was seen', async () => {
    const created = await createEntry(coordinator.token, { description: 'Zonder versie' });

    const blind = await portal.call('POST', `/api/accounting/entries/${created.body.id}/approve`, {
      token: board.token,
    });

    expect(blind.status).toBe(400);
    expect(await storedStatus(created.body.id)).toBe('pending');
  });
});

describe('the period summary', () => {
  it('adds up approved transactions over a year boundary, from whole and partial months', async () => {
    const book = async (date: string, type: string, category: string, amount: string, isApproved = true) => {
      const created = await createEntry(coordinator.token, { date, type, category, amount });
      if (isApproved) await approve(board.token, created.body.id);
    };
    await book('2021-12-14', 'incoming', 'Donaties', '1000.00'); // before the period
    await book('2021-12-15', 'incoming', 'Donaties', '100.00');
    await book('2021-12-31', 'outgoing', 'Huur', '30.00');
    await book('2022-01-01', 'incoming', 'Subsidies', '200.00');
    await book('2022-01-20', 'outgoing', 'Huur', '20.00');
    await book('2022-01-21', 'outgoing', 'Huur', '5000.00'); // after the period
    await book('2022-01-10', 'incoming', 'Donaties', '7.00', false); // pending: not counted

    const partial = await summary('2021-12-15', '2022-01-20');
    const whole = await summary('2021-12-01', '2022-01-31');

    expect(partial.body).toMatchObject({
      totalIncome: '300.00',
      totalExpenses: '50.00',
      netResult: '250.00',
      months: [
        { month: '2021-12', income: '100.00', expenses: '30.00' },
        { month: '2022-01', income: '200.00', expenses: '20.00' },
      ],
    });
    expect(partial.body.categoryBreakdown).toEqual([
      { category: 'Donaties', type: 'incoming', total: '100.00' },
      { category: 'Subsidies', type: 'incoming', total: '200.00' },
      { category: 'Huur', type: 'outgoing', total: '50.00' },
    ]);
    expect(whole.body).toMatchObject({
      totalIncome: '1300.00',
      totalExpenses: '5050.00',
      netResult: '-3750.00',
    });
  });

  it('defaults to the first of this month up to today', async () => {
    const answer = await portal.call<AccountingSummary>('GET', '/api/accounting/summary', {
      token: board.token,
    });

    expect(answer.body).toMatchObject({ dateFrom: `${today().slice(0, 7)}-01`, dateTo: today() });
  });
});

describe('declarations booked automatically', () => {
  const declare = async () => {
    const created = await portal.call<{ id: number; version: number }>('POST', '/api/declarations', {
      token: volunteer.token,
      body: { type: 'mileage', description: 'Rit naar school', kilometers: 10, date: today() },
    });
    expect(created.status).toBe(201);
    return created.body;
  };
  const setStatus = (
    token: string,
    id: number,
    status: string,
    expectedVersion: number,
    reviewNotes?: string,
  ) =>
    portal.call<{ version: number; status: string }>('PATCH', `/api/declarations/${id}/status`, {
      token,
      body: { status, expectedVersion, ...(reviewNotes ? { reviewNotes } : {}) },
    });
  const bookingsOf = async (declarationId: number) =>
    (await readTable(portal.resourcePrefix, 'accounting')).filter(
      (item) => item.sk === 'ENTRY' && item.declarationId === declarationId,
    );

  it('books one approved outgoing transaction when two reviewers approve at the same moment', async () => {
    const declaration = await declare();

    const answers = await Promise.all([
      setStatus(coordinator.token, declaration.id, 'approved', declaration.version),
      setStatus(board.token, declaration.id, 'approved', declaration.version),
    ]);

    const bookings = await bookingsOf(declaration.id);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      type: 'outgoing',
      category: 'Vervoerskosten',
      amountCents: 300,
      status: 'approved',
      date: today(),
    });
  });

  it('reverses the booking with a counter-transaction when the declaration leaves approved', async () => {
    const declaration = await declare();
    const before = await summary(today(), today());
    const approved = await setStatus(board.token, declaration.id, 'approved', declaration.version);

    const rejected = await setStatus(
      board.token,
      declaration.id,
      'rejected',
      approved.body.version,
      'Dubbel ingediend',
    );

    const booked = await bookingsOf(declaration.id);
    const bookings = booked.map((item) => item.amountCents).sort();
    const rows = await Promise.all(
      booked.map((item) => storedExportRow({ date: String(item.date), id: Number(item.id) })),
    );
    const after = await summary(today(), today());
    expect(rejected.status).toBe(200);
    expect(bookings).toEqual([-300, 300]);
    expect(rows.map((row) => row?.[4]).sort()).toEqual([-300, 300]);
    expect(after.body.totalExpenses).toBe(before.body.totalExpenses);
  });
});

/** The stored item of a transaction, as the repository wrote it (test-only direct read). */
async function storedEntry(id: number) {
  const answer = await DynamoDBDocumentClient.from(new DynamoDBClient({})).send(
    new GetCommand({
      TableName: `${portal.resourcePrefix}accounting`,
      Key: { pk: `ENTRY#${id}`, sk: 'ENTRY' },
    }),
  );
  return answer.Item as Record<string, unknown>;
}

/** A transaction's export row item as stored, decoded (undefined when there is none at that date). */
async function storedExportRow(entry: { date: string; id: number }) {
  const answer = await DynamoDBDocumentClient.from(new DynamoDBClient({})).send(
    new GetCommand({ TableName: `${portal.resourcePrefix}accounting`, Key: exportRowKey(entry) }),
  );
  return answer.Item ? (JSON.parse(String(answer.Item.row)) as unknown[]) : undefined;
}

/** Test-only: deletes or puts an accounting item the way an older installation or a damaged one would have it. */
async function deleteStoredItem(key: { pk: string; sk: string }) {
  await DynamoDBDocumentClient.from(new DynamoDBClient({})).send(
    new DeleteCommand({ TableName: `${portal.resourcePrefix}accounting`, Key: key }),
  );
}
async function putStoredItem(item: Record<string, unknown>) {
  await DynamoDBDocumentClient.from(new DynamoDBClient({})).send(
    new PutCommand({ TableName: `${portal.resourcePrefix}accounting`, Item: item }),
  );
}

/** The Transacties rows of an exported period below the header, as exceljs reads them back. */
async function exportedEntryRows(dateFrom: string, dateTo: string) {
  const answer = await portal.call<{ content: string }>('POST', '/api/accounting/export', {
    token: coordinator.token,
    body: { dateFrom, dateTo, format: 'excel' },
  });
  expect(answer.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  const bytes = Buffer.from(answer.body.content, 'base64');
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = workbook.getWorksheet(m.sheets.entries);
  return (sheet?.getSheetValues() ?? []).slice(2).map((row) =>
    Array.from({ length: 10 }, (_, index) => {
      const value = (row as unknown[])[index + 1];
      return value instanceof Date ? value.toISOString().slice(0, 10) : value;
    }),
  );
}

describe('the Excel export', () => {
  it('writes the period as a real workbook: rows, euro and date formats, totals and neutralised formulas', async () => {
    const account = await createBankAccount({ currentBalance: '0' });
    const formula = await createEntry(coordinator.token, {
      date: '2020-04-02',
      description: '=HYPERLINK("http://evil.example","klik")',
      reference: '+32 470 12 34 56',
      bankAccount: account.accountNumber,
      amount: '1234.56',
    });
    await approve(board.token, formula.body.id);
    await createEntry(coordinator.token, {
      date: '2020-04-03',
      type: 'outgoing',
      category: 'Huur',
      description: 'Huur zaal',
      amount: '200',
    });

    const answer = await portal.call<{ fileName: string; content: string; downloadUrl: string | null }>(
      'POST',
      '/api/accounting/export',
      { token: coordinator.token, body: { dateFrom: '2020-04-01', dateTo: '2020-04-30', format: 'excel' } },
    );

    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toMatch(/2020-04-01 tot 2020-04-30\.xlsx$/);
    expect(answer.body.downloadUrl).toBeNull();
    const workbook = new ExcelJS.Workbook();
    const bytes = Buffer.from(answer.body.content, 'base64');
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = (name: string) => {
      const found = workbook.getWorksheet(name);
      if (!found) throw new Error(`No sheet ${name}`);
      return found;
    };
    const entries = sheet(m.sheets.entries);
    const categories = sheet(m.sheets.categories);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      m.sheets.entries,
      m.sheets.categories,
      m.sheets.bankAccounts,
    ]);
    expect(entries.rowCount).toBe(3);
    const first = entries.getRow(2);
    expect(first.getCell(3).value).toBe('\'=HYPERLINK("http://evil.example","klik")');
    expect(first.getCell(7).value).toBe("'+32 470 12 34 56");
    expect(first.getCell(5).value).toBe(1234.56);
    expect(first.getCell(5).numFmt).toContain('€');
    expect(first.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect((first.getCell(1).value as Date).toISOString()).toBe('2020-04-02T00:00:00.000Z');
    expect(entries.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(entries.autoFilter).toBe('A1:J1');
    const totals = categories
      ?.getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    expect(totals).toEqual([
      ['Donaties', 'Inkomend', 1234.56],
      [m.exportTotals.income, undefined, 1234.56],
      [m.exportTotals.expenses, undefined, 0],
      [m.exportTotals.net, undefined, 1234.56],
    ]);
  });

  it('keeps one export row item per transaction equal to its fields through create, date change, approval and delete', async () => {
    const created = await createEntry(coordinator.token, { date: '2019-03-04', reference: 'F-1' });
    const id = created.body.id;
    await portal.call('PUT', `/api/accounting/entries/${id}`, {
      token: coordinator.token,
      body: { ...TRANSACTION, date: '2019-03-05', description: 'Gift (gecorrigeerd)', amount: '99.99' },
    });
    const approved = await approve(board.token, id, 2);
    const removed = await createEntry(coordinator.token, { date: '2019-03-06' });
    await portal.call('DELETE', `/api/accounting/entries/${removed.body.id}`, { token: coordinator.token });

    const item = await storedEntry(id);
    const row = await storedExportRow({ date: '2019-03-05', id });
    const rows = await exportedEntryRows('2019-03-01', '2019-03-31');

    const names = ['date', 'type', 'description', 'category', 'amountCents', 'status'];
    const fields = [...names, 'reference', 'bankAccount', 'processedByName', 'notes'].map(
      (name) => item[name],
    );
    const by = approved.body.processedByName;
    expect(row).toEqual(fields);
    expect(fields).toEqual([
      '2019-03-05',
      'incoming',
      'Gift (gecorrigeerd)',
      'Donaties',
      9999,
      'approved',
      null,
      null,
      by,
      null,
    ]);
    expect(item.exportRow).toBeUndefined();
    expect(await storedExportRow({ date: '2019-03-04', id })).toBeUndefined();
    expect(await storedExportRow({ date: '2019-03-06', id: removed.body.id })).toBeUndefined();
    expect(rows).toEqual([
      [
        '2019-03-05',
        m.typeLabels.incoming,
        'Gift (gecorrigeerd)',
        'Donaties',
        99.99,
        m.statusLabels.approved,
        undefined,
        undefined,
        by,
        undefined,
      ],
    ]);
  });

  it('exports every transaction of an installation from before export rows (no row items, no marker) from the transactions themselves', async () => {
    const older = await createEntry(coordinator.token, {
      date: '2019-07-01',
      description: '=Oud',
      notes: 'n',
    });
    const other = await createEntry(coordinator.token, {
      date: '2019-07-02',
      description: 'Nieuw',
      type: 'outgoing',
      category: 'Huur',
    });
    const marker = await DynamoDBDocumentClient.from(new DynamoDBClient({})).send(
      new GetCommand({ TableName: `${portal.resourcePrefix}accounting`, Key: EXPORT_ROWS_COMPLETE_KEY }),
    );
    expect(marker.Item).toBeDefined();
    await deleteStoredItem(EXPORT_ROWS_COMPLETE_KEY);
    await deleteStoredItem(exportRowKey({ date: '2019-07-01', id: older.body.id }));
    await deleteStoredItem(exportRowKey({ date: '2019-07-02', id: other.body.id }));

    let rows: unknown[][];
    try {
      rows = await exportedEntryRows('2019-07-01', '2019-07-31');
    } finally {
      await putStoredItem(marker.Item as Record<string, unknown>);
    }

    const pending = m.statusLabels.pending;
    expect(rows).toEqual([
      [
        '2019-07-01',
        m.typeLabels.incoming,
        "'=Oud",
        'Donaties',
        125.5,
        pending,
        undefined,
        undefined,
        undefined,
        'n',
      ],
      [
        '2019-07-02',
        m.typeLabels.outgoing,
        'Nieuw',
        'Huur',
        125.5,
        pending,
        undefined,
        undefined,
        undefined,
        undefined,
      ],
    ]);
  });

  it('answers a logged 500 instead of a wrong file when a stored export row is malformed', async () => {
    const created = await createEntry(coordinator.token, { date: '2019-09-03' });
    await putStoredItem({
      ...exportRowKey({ date: '2019-09-03', id: created.body.id }),
      row: JSON.stringify(['2019-09-03', 'incoming']),
    });

    const answer = await portal.call('POST', '/api/accounting/export', {
      token: coordinator.token,
      body: { dateFrom: '2019-09-01', dateTo: '2019-09-30', format: 'excel' },
    });

    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ message: genericMessages.internal });
  });

  it('reads back in LibreOffice with the rows, amounts and dates as shown and formula text kept as text', async () => {
    const account = await createBankAccount({ name: '+Spaarrekening', currentBalance: '50' });
    const formula = await createEntry(coordinator.token, {
      date: '2020-05-02',
      description: '=HYPERLINK("http://evil.example","klik")',
      reference: '+32 470 12 34 56',
      notes: '@SUM(1,2)',
      bankAccount: account.accountNumber,
      amount: '1234.56',
    });
    const approved = await approve(board.token, formula.body.id);
    await createEntry(coordinator.token, {
      date: '2020-06-01',
      type: 'outgoing',
      category: 'Huur',
      description: '-korting, "groot"',
      amount: '200',
    });
    await createEntry(coordinator.token, { date: '2020-06-16', description: 'Buiten de periode' });

    const answer = await portal.call<{ content: string }>('POST', '/api/accounting/export', {
      token: coordinator.token,
      body: { dateFrom: '2020-05-01', dateTo: '2020-06-15', format: 'excel' },
    });
    const sheets = await sheetsAsShown(Buffer.from(answer.body.content, 'base64'));

    expect(Object.keys(sheets).sort()).toEqual(
      [m.sheets.entries, m.sheets.categories, m.sheets.bankAccounts].sort(),
    );
    const c = m.exportColumns;
    expect(sheets[m.sheets.entries]).toEqual([
      [
        c.date,
        c.type,
        c.description,
        c.category,
        c.amount,
        c.status,
        c.reference,
        c.bankAccount,
        c.processedBy,
        c.notes,
      ],
      [
        '02/05/2020',
        m.typeLabels.incoming,
        '\'=HYPERLINK("http://evil.example","klik")',
        'Donaties',
        '€ 1.234,56',
        m.statusLabels.approved,
        "'+32 470 12 34 56",
        account.accountNumber,
        approved.body.processedByName,
        "'@SUM(1,2)",
      ],
      [
        '01/06/2020',
        m.typeLabels.outgoing,
        '\'-korting, "groot"',
        'Huur',
        '€ 200,00',
        m.statusLabels.pending,
        '',
        '',
        '',
        '',
      ],
    ]);
    expect(sheets[m.sheets.categories]?.slice(1)).toEqual([
      ['Donaties', m.typeLabels.incoming, '€ 1.234,56'],
      [m.exportTotals.income, '', '€ 1.234,56'],
      [m.exportTotals.expenses, '', '€ 0,00'],
      [m.exportTotals.net, '', '€ 1.234,56'],
    ]);
    const accountRow = sheets[m.sheets.bankAccounts]?.find((row) => row[2] === account.accountNumber);
    expect(accountRow).toEqual([
      "'+Spaarrekening",
      'KBC',
      account.accountNumber,
      '€ 50,00',
      '€ 1.284,56',
      m.yes,
    ]);
  }, 90_000);
});
