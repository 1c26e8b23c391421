import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankMessages } from '../../shared/messages/bank';
import type { AccountingEntry, BankAccount } from '../../shared/schemas/accounting';
import type { BankLine, PaymentExportResponse } from '../../shared/schemas/bank';
import { type CamtLine, camtStatement, freshBelgianIban } from './support/camt-statement';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

const m = bankMessages.bank;
let portal: TestPortal;
let admin: string;
/** The treasurer reconciles; a second board member approves and exports what concerns the treasurer. */
let treasurer: { token: string; id: number };
let secondBoard: { token: string; id: number };

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
let sequence = 200;

async function person(role: string, bankAccount: string | null = null) {
  const { user, token } = await signedInUser(portal, admin, {
    role,
    ...(bankAccount ? { bankAccount } : {}),
  });
  return { token, id: user.id };
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  treasurer = await person('bestuurslid', 'NL91ABNA0417164300');
  secondBoard = await person('bestuurslid');
});
afterAll(() => portal.stop());

/** A fresh account of the association, so each test reads only its own lines. */
async function newAccount() {
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
  return created.body;
}

async function entry(body: { type: string; amount: string; date: string; description: string }) {
  const created = await portal.call<AccountingEntry>('POST', '/api/accounting/entries', {
    token: treasurer.token,
    body: { category: body.type === 'incoming' ? 'Donaties' : 'Materialen', ...body },
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

async function importLines(account: BankAccount, lines: CamtLine[], date = lines[0]?.date ?? today()) {
  sequence += 1;
  const content = camtStatement({ iban: account.accountNumber, sequence, date, openingCents: 50_000, lines });
  const answer = await portal.call<{ added: number; matched: number }>(
    'POST',
    `/api/accounting/bank-accounts/${account.id}/statements`,
    { token: treasurer.token, body: { format: 'camt053', content } },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function lines(account: BankAccount, show: 'open' | 'all' = 'open') {
  const answer = await portal.call<{ items: BankLine[] }>(
    'GET',
    `/api/accounting/bank-accounts/${account.id}/lines?show=${show}`,
    { token: treasurer.token },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.items;
}

const lineWith = async (account: BankAccount, reference: string) => {
  const line = (await lines(account, 'all')).find((candidate) => candidate.reference === reference);
  if (!line) throw new Error(`no line ${reference}`);
  return line;
};

const confirm = (token: string, account: BankAccount, line: BankLine, body: object) =>
  portal.call<BankLine & { message?: string }>(
    'POST',
    `/api/accounting/bank-accounts/${account.id}/lines/${line.id}/match`,
    { token, body },
  );

const book = (token: string, account: BankAccount, line: BankLine, category: string) =>
  portal.call<BankLine & { message?: string }>(
    'POST',
    `/api/accounting/bank-accounts/${account.id}/lines/${line.id}/book`,
    { token, body: { category } },
  );

/** The stored transaction (with `bankLineId` once reconciled), as the table holds it. */
async function storedEntry(id: number) {
  const items = await readTable(portal.resourcePrefix, 'accounting');
  return items.find((item) => item.pk === `ENTRY#${id}` && item.sk === 'ENTRY');
}

describe('proposals for an unmatched line', () => {
  it('proposes open transactions of the same amount within a week, nearest date first', async () => {
    const account = await newAccount();
    const near = await entry({
      type: 'incoming',
      amount: '75.00',
      date: '2026-10-06',
      description: 'Gift Janssens',
    });
    const further = await entry({
      type: 'incoming',
      amount: '75.00',
      date: '2026-10-01',
      description: 'Gift Peeters',
    });
    await entry({
      type: 'incoming',
      amount: '75.00',
      date: '2026-09-20',
      description: 'Gift van vorige maand',
    });
    await entry({
      type: 'outgoing',
      amount: '75.00',
      date: '2026-10-05',
      description: 'Uitgave, geen ontvangst',
    });
    await entry({ type: 'incoming', amount: '75.01', date: '2026-10-05', description: 'Ander bedrag' });

    await importLines(account, [{ ref: 'P-1', cents: 7_500, date: '2026-10-05', name: 'Janssens' }]);
    const [line] = await lines(account);

    expect(line?.proposals.map((proposal) => proposal.entryId)).toEqual([near.id, further.id]);
    expect(line?.proposals[0]).toMatchObject({ kind: 'entry', dayDistance: 1, description: 'Gift Janssens' });
  });
});

describe('confirming a proposal', () => {
  it('matches the line, reconciles the transaction, and answers a retry the same without writing twice', async () => {
    const account = await newAccount();
    const expected = await entry({
      type: 'outgoing',
      amount: '42.10',
      date: '2026-10-12',
      description: 'Verf',
    });
    await importLines(account, [{ ref: 'C-1', cents: -4_210, date: '2026-10-13', name: 'Brico' }]);
    const line = await lineWith(account, 'C-1');

    const answer = await confirm(treasurer.token, account, line, { entryId: expected.id });
    const retry = await confirm(treasurer.token, account, line, { entryId: expected.id });
    const other = await entry({
      type: 'outgoing',
      amount: '42.10',
      date: '2026-10-12',
      description: 'Verf bis',
    });
    const another = await confirm(treasurer.token, account, line, { entryId: other.id });

    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ state: 'matched', entryId: expected.id });
    expect(retry.status).toBe(200);
    expect(another.status).toBe(409);
    expect(another.body.message).toBe(m.lineHandled);
    expect(await lines(account)).toEqual([]);
    expect((await storedEntry(expected.id))?.bankLineId).toBe(line.id);
    expect((await storedEntry(other.id))?.bankLineId).toBeUndefined();
    const audit = (await readTable(portal.resourcePrefix, 'audit')).filter(
      (item) => item.action === 'bank-line-matched' && item.targetId === account.id,
    );
    expect(audit).toHaveLength(1);
  });

  it('refuses a transaction of another amount, and a line of another account answers 404', async () => {
    const account = await newAccount();
    const elsewhere = await newAccount();
    const wrong = await entry({
      type: 'outgoing',
      amount: '10.00',
      date: '2026-10-12',
      description: 'Iets anders',
    });
    await importLines(account, [{ ref: 'W-1', cents: -999, date: '2026-10-12' }]);
    const line = await lineWith(account, 'W-1');

    const answer = await confirm(treasurer.token, account, line, { entryId: wrong.id });
    const viaOther = await confirm(treasurer.token, elsewhere, line, { entryId: wrong.id });

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(m.entryNotMatchable);
    expect(viaOther.status).toBe(404);
    expect(viaOther.body.message).toBe(m.lineNotFound);
    expect((await lines(account)).map((open) => open.reference)).toEqual(['W-1']);
  });

  it('lets one of two confirms at the same moment win: one transaction reconciled, the other answers 409', async () => {
    const account = await newAccount();
    const first = await entry({
      type: 'incoming',
      amount: '33.00',
      date: '2026-10-20',
      description: 'Lidgeld A',
    });
    const second = await entry({
      type: 'incoming',
      amount: '33.00',
      date: '2026-10-20',
      description: 'Lidgeld B',
    });
    await importLines(account, [{ ref: 'R-1', cents: 3_300, date: '2026-10-20' }]);
    const line = await lineWith(account, 'R-1');

    const answers = await Promise.all([
      confirm(treasurer.token, account, line, { entryId: first.id }),
      confirm(secondBoard.token, account, line, { entryId: second.id }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const reconciled = [await storedEntry(first.id), await storedEntry(second.id)].filter(
      (item) => item?.bankLineId === line.id,
    );
    expect(reconciled).toHaveLength(1);
    const winner = answers.find((answer) => answer.status === 200)?.body.entryId;
    expect((await lineWith(account, 'R-1')).entryId).toBe(winner);
  });
});

describe('confirming a payment of a payment file', () => {
  /** An approved mileage declaration of `declarant`, reviewed by `reviewer`. */
  async function approvedDeclaration(declarant: { token: string }, reviewer: { token: string }) {
    const created = await portal.call<{ id: number; version: number; amount: string }>(
      'POST',
      '/api/declarations',
      {
        token: declarant.token,
        body: { type: 'mileage', description: 'Rit 12 km', kilometers: 12, date: today() },
      },
    );
    let version = created.body.version;
    for (const status of ['in_behandeling', 'wordt_verwerkt', 'approved']) {
      const step = await portal.call<{ version: number }>(
        'PATCH',
        `/api/declarations/${created.body.id}/status`,
        {
          token: reviewer.token,
          body: { status, expectedVersion: version },
        },
      );
      expect(step.status, step.text).toBe(200);
      version = step.body.version;
    }
    return created.body;
  }

  it('never lets the payee confirm their own payment; another marks it betaald and the volunteer hears it', async () => {
    const account = await newAccount();
    const declaration = await approvedDeclaration(treasurer, secondBoard);
    const file = await portal.call<PaymentExportResponse>('POST', '/api/accounting/payment-files', {
      token: secondBoard.token,
      body: { bankAccountId: account.id, declarationIds: [declaration.id] },
    });
    expect(file.status, file.text).toBe(200);
    // The bank dropped the end-to-end id: no automatic match, a proposal instead.
    const cents = -Math.round(Number(declaration.amount) * 100);
    const imported = await importLines(account, [
      { ref: 'PAY-1', cents, date: today(), name: 'Penningmeester', iban: 'NL91ABNA0417164300' },
    ]);
    const [line] = await lines(account);
    const proposal = line?.proposals.find((candidate) => candidate.kind === 'payment');
    if (!line || !proposal) throw new Error('no payment proposed');
    const body = { paymentFileId: proposal.paymentFileId, paymentIndex: proposal.paymentIndex };

    const own = await confirm(treasurer.token, account, line, body);
    const stillOpen = await lines(account);
    const other = await confirm(secondBoard.token, account, line, body);

    expect(imported.matched).toBe(0);
    expect(proposal.paymentFileId).toBe(file.body.fileId);
    expect(line.proposals.filter((candidate) => candidate.kind === 'entry')).toEqual([]);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(m.ownPaymentConfirm);
    expect(stillOpen).toHaveLength(1);
    expect(other.status, other.text).toBe(200);
    expect(other.body).toMatchObject({ state: 'matched', paymentFileId: file.body.fileId });
    const mine = await portal.call<{ items: { id: number; paymentStatus: string | null }[] }>(
      'GET',
      '/api/declarations?limit=200',
      { token: treasurer.token },
    );
    expect(mine.body.items.find((item) => item.id === declaration.id)?.paymentStatus).toBe('betaald');
    const bell = await portal.call<{ notifications: { title: string }[] }>('GET', '/api/notifications', {
      token: treasurer.token,
    });
    expect(bell.body.notifications.map((notification) => notification.title)).toContain(m.paidTitle);
  });
});

describe('booking an unmatched line', () => {
  it('books it as a pending transaction of the chosen category, reconciled at once, once on a retry', async () => {
    const account = await newAccount();
    await importLines(account, [
      { ref: 'B-1', cents: -1_250, date: '2026-10-30', name: 'KBC', communication: 'Beheerskosten oktober' },
    ]);
    const line = await lineWith(account, 'B-1');

    const answer = await book(treasurer.token, account, line, 'Bank kosten');
    const retry = await book(treasurer.token, account, line, 'Bank kosten');
    const entries = await portal.call<{ items: AccountingEntry[] }>(
      'GET',
      `/api/accounting/entries?bankAccount=${account.accountNumber}&limit=200`,
      { token: treasurer.token },
    );

    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.state).toBe('booked');
    expect(retry.status).toBe(200);
    expect(retry.body.entryId).toBe(answer.body.entryId);
    expect(entries.body.items).toHaveLength(1);
    expect(entries.body.items[0]).toMatchObject({
      id: answer.body.entryId,
      type: 'outgoing',
      category: 'Bank kosten',
      amount: '12.50',
      date: '2026-10-30',
      status: 'pending',
      description: 'KBC – Beheerskosten oktober',
    });
    expect((await storedEntry(Number(answer.body.entryId)))?.bankLineId).toBe(line.id);
    expect(await lines(account)).toEqual([]);
  });

  it('keeps a reconciled transaction reconciled when another approves it', async () => {
    const account = await newAccount();
    await importLines(account, [{ ref: 'A-1', cents: 2_000, date: '2026-10-30', name: 'Gemeente' }]);
    const booked = await book(treasurer.token, account, await lineWith(account, 'A-1'), 'Subsidies');
    const id = Number(booked.body.entryId);

    const approved = await portal.call('POST', `/api/accounting/entries/${id}/approve`, {
      token: secondBoard.token,
      body: { expectedVersion: 1 },
    });

    expect(approved.status, approved.text).toBe(200);
    expect((await storedEntry(id))?.bankLineId).toBe(booked.body.id);
  });
});

describe('the bank balance beside the books', () => {
  it('shows the last closing balance, the book balance and their difference', async () => {
    const account = await newAccount();
    const before = await portal.call<{ bankBalance: string | null; difference: string | null }>(
      'GET',
      `/api/accounting/bank-accounts/${account.id}/balance`,
      { token: treasurer.token },
    );
    await importLines(account, [{ ref: 'S-1', cents: -1_000, date: '2026-10-31' }]);

    const after = await portal.call('GET', `/api/accounting/bank-accounts/${account.id}/balance`, {
      token: treasurer.token,
    });

    expect(before.body).toMatchObject({ bankBalance: null, difference: null });
    expect(after.body).toEqual({
      bankBalance: '490.00',
      bankBalanceDate: '2026-10-31',
      bookBalance: '500.00',
      difference: '-10.00',
    });
  });
});
