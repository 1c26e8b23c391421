import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankMessages } from '../../shared/messages/bank';
import type { BankAccount } from '../../shared/schemas/accounting';
import type { Payable, PaymentExportResponse } from '../../shared/schemas/bank';
import { startTestPortal, type TestPortal } from './support/portal';
import { signedInUser } from './support/users';

const m = bankMessages.bank;
let portal: TestPortal;
let admin: string;
/** The treasurer exports; a second board member approves what the treasurer declared. */
let treasurer: { token: string; id: number; name: string };
let secondBoard: { token: string; id: number };
let coordinator: { token: string; id: number };
let account: BankAccount;

const ASSOCIATION_IBAN = 'BE68539007547034';
const VOLUNTEER_IBANS = ['BE71096123456769', 'BE43068999999501', 'BE62510007547061'];
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

async function person(role: string, bankAccount: string | null = null) {
  const { user, token } = await signedInUser(portal, admin, {
    role,
    ...(bankAccount ? { bankAccount } : {}),
  });
  return { token, id: user.id, name: `${user.firstName} ${user.lastName}` };
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  treasurer = await person('bestuurslid', 'NL91ABNA0417164300');
  secondBoard = await person('bestuurslid');
  coordinator = await person('coordinator');
  const created = await portal.call<BankAccount>('POST', '/api/accounting/bank-accounts', {
    token: treasurer.token,
    body: {
      name: 'Zichtrekening',
      bankName: 'KBC',
      accountNumber: ASSOCIATION_IBAN,
      bic: 'kredbebb',
      currentBalance: '500.00',
    },
  });
  expect(created.status).toBe(201);
  account = created.body;
});
afterAll(() => portal.stop());

/** A mileage declaration (10 km = € 3,00 at the default rate… whatever the rate: the answer says) taken to approved by `reviewer`. */
async function approvedDeclaration(
  declarant: { token: string },
  reviewer: { token: string },
  kilometers = 10,
) {
  const created = await portal.call<{ id: number; version: number; amount: string }>(
    'POST',
    '/api/declarations',
    {
      token: declarant.token,
      body: { type: 'mileage', description: `Rit ${kilometers} km`, kilometers, date: today() },
    },
  );
  expect(created.status).toBe(201);
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
  return { id: created.body.id, amount: created.body.amount };
}

const exportFile = (token: string, declarationIds: number[], confirmRepeat?: boolean) =>
  portal.call<PaymentExportResponse & { message?: string }>('POST', '/api/accounting/payment-files', {
    token,
    body: {
      bankAccountId: account.id,
      declarationIds,
      ...(confirmRepeat === undefined ? {} : { confirmRepeat }),
    },
  });

const payables = async (token: string) =>
  (await portal.call<{ items: Payable[] }>('GET', '/api/accounting/payables?limit=200', { token })).body
    .items;

/** The declaration as its declarant sees it in their own list. */
async function declarationOf(token: string, id: number) {
  const list = await portal.call<{ items: { id: number; paymentStatus: string | null }[] }>(
    'GET',
    '/api/declarations?limit=200',
    { token },
  );
  return list.body.items.find((declaration) => declaration.id === id);
}

describe('paying approved declarations with a SEPA file', () => {
  it('makes one payment per volunteer with the amounts summed and marks the declarations in betaling', async () => {
    const anna = await person('vrijwilliger', VOLUNTEER_IBANS[0]);
    const bert = await person('vrijwilliger', VOLUNTEER_IBANS[1]);
    const first = await approvedDeclaration(anna, secondBoard, 10);
    const second = await approvedDeclaration(anna, secondBoard, 20);
    const third = await approvedDeclaration(bert, secondBoard, 5);

    const listed = await payables(treasurer.token);
    const answer = await exportFile(treasurer.token, [first.id, second.id, third.id]);

    expect(listed.map((payable) => payable.declarationId)).toEqual(
      expect.arrayContaining([first.id, second.id, third.id]),
    );
    expect(listed.find((payable) => payable.declarationId === first.id)).toMatchObject({
      iban: 'BE71 0961 2345 6769',
      isIbanValid: true,
      paymentStatus: null,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.paymentCount).toBe(2);
    expect(answer.body.content.match(/<CdtTrfTxInf>/g)).toHaveLength(2);
    expect(answer.body.content).toContain('<BICFI>KREDBEBB</BICFI>');
    expect(answer.body.content).toContain(`<IBAN>${ASSOCIATION_IBAN}</IBAN>`);
    expect(answer.body.content).toContain(`Declaraties ${first.id}, ${second.id}`);
    const annaCents = Math.round((Number(first.amount) + Number(second.amount)) * 100);
    expect(answer.body.content).toContain(`<InstdAmt Ccy="EUR">${(annaCents / 100).toFixed(2)}</InstdAmt>`);
    expect((await declarationOf(anna.token, first.id))?.paymentStatus).toBe('in_betaling');
    expect(
      (await payables(treasurer.token)).find((payable) => payable.declarationId === third.id),
    ).toMatchObject({
      paymentStatus: 'in_betaling',
      paymentFileId: answer.body.fileId,
    });
  });

  it('shows on an item in a payment file when that file was made and by whom', async () => {
    const volunteer = await person('vrijwilliger', VOLUNTEER_IBANS[0]);
    const declaration = await approvedDeclaration(volunteer, secondBoard);
    const before = (await payables(treasurer.token)).find((p) => p.declarationId === declaration.id);

    const file = await exportFile(treasurer.token, [declaration.id]);
    const after = (await payables(treasurer.token)).find((p) => p.declarationId === declaration.id);

    expect(before).toMatchObject({ paymentFileCreatedAt: null, paymentFileCreatedBy: null });
    expect(file.status, file.text).toBe(200);
    expect(after?.paymentFileCreatedBy).toBe(treasurer.name);
    expect(Date.now() - Date.parse(after?.paymentFileCreatedAt ?? '')).toBeLessThan(60_000);
  });

  it('asks for an explicit confirmation before paying the same declarations again', async () => {
    const volunteer = await person('vrijwilliger', VOLUNTEER_IBANS[2]);
    const declaration = await approvedDeclaration(volunteer, secondBoard);
    const firstFile = await exportFile(treasurer.token, [declaration.id]);

    const again = await exportFile(treasurer.token, [declaration.id]);
    const confirmed = await exportFile(treasurer.token, [declaration.id], true);

    expect(firstFile.status).toBe(200);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.alreadyInPayment(`#${declaration.id}`));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.fileId).not.toBe(firstFile.body.fileId);
  });

  it('never lets the payee export their own payment (four eyes), and writes nothing then', async () => {
    const own = await approvedDeclaration(treasurer, secondBoard);

    const answer = await exportFile(treasurer.token, [own.id]);
    const afterRefusal = await declarationOf(treasurer.token, own.id);
    const byOther = await exportFile(secondBoard.token, [own.id]);

    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(m.ownPayment);
    expect(afterRefusal?.paymentStatus).toBeNull();
    expect(byOther.status).toBe(200);
  });

  it('refuses a payee without an IBAN, and a coordinator altogether', async () => {
    const noIban = await person('vrijwilliger');
    const declaration = await approvedDeclaration(noIban, secondBoard);

    const answer = await exportFile(treasurer.token, [declaration.id]);
    const byCoordinator = await exportFile(coordinator.token, [declaration.id]);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/geen geldig IBAN/);
    expect((await declarationOf(noIban.token, declaration.id))?.paymentStatus).toBeNull();
    expect(byCoordinator.status).toBe(403);
  });
});

/** A one-statement CAMT.053 of the association's account with the given debits, as a bank sends it. */
function camtStatement(
  sequence: number,
  debits: { ref: string; cents: number; iban: string; endToEndId: string }[],
) {
  const money = (cents: number) => (cents / 100).toFixed(2);
  const closing = 50_000 - debits.reduce((sum, debit) => sum + debit.cents, 0);
  const entries = debits.map(
    (debit) => `      <Ntry>
        <Amt Ccy="EUR">${money(debit.cents)}</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <BookgDt><Dt>${today()}</Dt></BookgDt>
        <AcctSvcrRef>${debit.ref}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${debit.endToEndId}</EndToEndId></Refs>
          <RltdPties><Cdtr><Pty><Nm>Vrijwilliger</Nm></Pty></Cdtr><CdtrAcct><Id><IBAN>${debit.iban}</IBAN></Id></CdtrAcct></RltdPties>
          <RmtInf><Ustrd>Declaraties ${debit.endToEndId}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>T-${sequence}</MsgId><CreDtTm>${today()}T18:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>T-${sequence}</Id>
      <LglSeqNb>${sequence}</LglSeqNb>
      <Acct><Id><IBAN>${ASSOCIATION_IBAN}</IBAN></Id></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">500.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${today()}</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${money(closing)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${today()}</Dt></Dt></Bal>
${entries.join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

const importStatement = (content: string, format = 'camt053') =>
  portal.call<{ added: number; skipped: number; matched: number; bankBalance: string; difference: string }>(
    'POST',
    `/api/accounting/bank-accounts/${account.id}/statements`,
    { token: treasurer.token, body: { format, content } },
  );

const unmatchedLines = async () =>
  (
    await portal.call<{ items: { reference: string; state: string }[] }>(
      'GET',
      `/api/accounting/bank-accounts/${account.id}/lines`,
      { token: treasurer.token },
    )
  ).body.items;

describe('importing statements and reconciling them', () => {
  it('marks the declarations of a paid file betaald when the matching CAMT statement comes in, once', async () => {
    const volunteer = await person('vrijwilliger', 'BE71096123456769');
    const first = await approvedDeclaration(volunteer, secondBoard, 10);
    const second = await approvedDeclaration(volunteer, secondBoard, 30);
    const file = await exportFile(treasurer.token, [first.id, second.id]);
    const cents = Math.round((Number(first.amount) + Number(second.amount)) * 100);
    const statement = camtStatement(101, [
      { ref: 'BANKREF-101-1', cents, iban: 'BE71096123456769', endToEndId: `${file.body.fileId}-1` },
      { ref: 'BANKREF-101-2', cents: 1234, iban: 'NL91ABNA0417164300', endToEndId: 'NOTPROVIDED' },
    ]);

    const imported = await importStatement(statement);
    const again = await importStatement(statement);

    expect(imported.status, imported.text).toBe(200);
    expect(imported.body).toMatchObject({ added: 2, skipped: 0, matched: 1 });
    expect(imported.body.bankBalance).toBe(((50_000 - cents - 1234) / 100).toFixed(2));
    expect((await declarationOf(volunteer.token, first.id))?.paymentStatus).toBe('betaald');
    expect((await declarationOf(volunteer.token, second.id))?.paymentStatus).toBe('betaald');
    expect((await payables(treasurer.token)).map((payable) => payable.declarationId)).not.toContain(first.id);
    expect((await unmatchedLines()).map((line) => line.reference)).toEqual(['BANKREF-101-2']);
    expect(again.body).toMatchObject({ added: 0, skipped: 2, matched: 0 });
    expect((await unmatchedLines()).map((line) => line.reference)).toEqual(['BANKREF-101-2']);
  });

  it('refuses a malformed file with its line number and writes nothing', async () => {
    const before = await unmatchedLines();
    const broken = camtStatement(102, [
      { ref: 'BANKREF-102-1', cents: 500, iban: 'NL91ABNA0417164300', endToEndId: 'NOTPROVIDED' },
    ]).replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>DBIT</CdtDbtInd');
    const coda = 'geen CODA-bestand';

    const answer = await importStatement(broken);
    const codaAnswer = await importStatement(coda, 'coda');

    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/ongeldig op regel \d+/);
    expect(codaAnswer.status).toBe(400);
    expect(codaAnswer.text).toContain('regel 1');
    expect(await unmatchedLines()).toEqual(before);
  });
});
