import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../../functions/commons/s3';
import { privacyMessages } from '../../shared/messages/privacy';
import { settingsMessages } from '../../shared/messages/settings';
import type { AuditEntry } from '../../shared/schemas/audit';
import type { PrivacyJob, RetentionPage } from '../../shared/schemas/privacy';
import { type CamtLine, camtStatement, freshBelgianIban } from './support/camt-statement';
import { MINIMAL_PDF } from './support/files';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/**
 * Retention (issue 32 item 3) against the local stand-ins: the periods an admin sets in the settings,
 * and what the daily check lists by them.
 */

let portal: TestPortal;
let admin: string;

const dynamo = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

async function setSetting(key: string, value: string | null) {
  return portal.call<{ message?: string }>('PUT', `/api/settings/${key}`, { token: admin, body: { value } });
}

/** A family whose guidance ended (its last change) `years` years and `days` days ago. */
async function endedFamily(parentName: string, years: number, days: number) {
  const answer = await portal.call<{ id: number }>('POST', '/api/families', {
    token: admin,
    body: { parentName, childAge: 8, guidanceStatus: 'afgerond' },
  });
  if (answer.status !== 201) throw new Error(`family: ${answer.status} ${answer.text}`);
  const ended = new Date();
  ended.setUTCFullYear(ended.getUTCFullYear() - years);
  await dynamo().send(
    new UpdateCommand({
      TableName: `${portal.resourcePrefix}families`,
      Key: { pk: `FAMILY#${answer.body.id}`, sk: 'FAMILY' },
      UpdateExpression: 'SET updatedAt = :at, endedAt = :at',
      ExpressionAttributeValues: { ':at': new Date(ended.getTime() - days * 86_400_000).toISOString() },
    }),
  );
  return answer.body;
}

describe('retention periods in the settings', () => {
  it('lists families by the period an admin set, and shows that period beside its reason', async () => {
    // Prepare: three years instead of the default two
    const unique = randomUUID().slice(0, 6);
    const twoYears = await endedFamily(`Lotte Peeters ${unique}`, 2, 1);
    const threeYears = await endedFamily(`Jonas Claes ${unique}`, 3, 1);
    const saved = await setSetting('retention_families_years', '3');
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');

    try {
      // Act
      await runRetentionCheck(new Date());
      const listed = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });

      // Assess
      expect(saved.status).toBe(200);
      const ids = listed.body.items.map((item) => item.subject.id);
      expect(ids).toContain(threeYears.id);
      expect(ids).not.toContain(twoYears.id);
      const families = listed.body.rules.find((rule) => rule.entity === 'families');
      expect(families?.period).toBe('3 jaar nadat de begeleiding afgerond is');
      expect(families?.reason).toMatch(/begeleiding/);
    } finally {
      await setSetting('retention_families_years', null);
    }
  });

  it('keeps the defaults while nothing is set: families 2 years, bookkeeping 10 years', async () => {
    // Act
    const listed = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });

    // Assess
    const periods = Object.fromEntries(listed.body.rules.map((rule) => [rule.entity, rule.period]));
    expect(periods.families).toBe('2 jaar nadat de begeleiding afgerond is');
    expect(periods.bookkeeping).toBe('10 jaar na de afsluiting van het boekjaar');
  });

  it('refuses a bookkeeping period below the legal 10 years in Dutch, and accepts a longer one', async () => {
    // Act
    const refused = await setSetting('retention_bookkeeping_years', '9');
    const longer = await setSetting('retention_bookkeeping_years', '12');
    const listed = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });
    await setSetting('retention_bookkeeping_years', null);

    // Assess
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(settingsMessages.settings.bookkeepingMinimum(10));
    expect(longer.status).toBe(200);
    expect(listed.body.rules.find((rule) => rule.entity === 'bookkeeping')?.period).toBe(
      '12 jaar na de afsluiting van het boekjaar',
    );
  });
});

/** The family as stored. */
async function storedFamily(id: number) {
  const answer = await dynamo().send(
    new GetCommand({
      TableName: `${portal.resourcePrefix}families`,
      Key: { pk: `FAMILY#${id}`, sk: 'FAMILY' },
    }),
  );
  return answer.Item ?? {};
}

const editFamily = (id: number, body: Record<string, unknown>) =>
  portal.call<{ id: number }>('PUT', `/api/families/${id}`, { token: admin, body: { childAge: 8, ...body } });

describe('the day a family’s guidance ended', () => {
  it('counts from the change to afgerond, so a later edit does not restart the clock', async () => {
    // Prepare: ended 2 years and a day ago, then edited today
    const unique = randomUUID().slice(0, 6);
    const family = await endedFamily(`Ilse Wouters ${unique}`, 2, 1);
    const endedAt = String((await storedFamily(family.id)).endedAt);
    const edited = await editFamily(family.id, {
      parentName: `Ilse Wouters ${unique}`,
      guidanceStatus: 'afgerond',
      notes: 'Adres nagekeken',
    });
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');

    // Act
    await runRetentionCheck(new Date());
    const listed = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });

    // Assess
    expect(edited.status).toBe(200);
    const stored = await storedFamily(family.id);
    expect(stored.endedAt).toBe(endedAt);
    expect(String(stored.updatedAt) > endedAt).toBe(true);
    const item = listed.body.items.find(
      (each) => each.subject.kind === 'family' && each.subject.id === family.id,
    );
    expect(item?.since).toBe(endedAt);
  });

  it('sets the end on the change to afgerond and clears it when the guidance resumes', async () => {
    // Prepare
    const unique = randomUUID().slice(0, 6);
    const parentName = `Tom Maes ${unique}`;
    const family = await portal.call<{ id: number }>('POST', '/api/families', {
      token: admin,
      body: { parentName, childAge: 8, guidanceStatus: 'actief' },
    });
    const before = new Date().toISOString();

    // Act
    await editFamily(family.body.id, { parentName, guidanceStatus: 'afgerond' });
    const ended = await storedFamily(family.body.id);
    await editFamily(family.body.id, { parentName, guidanceStatus: 'actief' });
    const resumed = await storedFamily(family.body.id);

    // Assess
    expect(typeof ended.endedAt).toBe('string');
    expect(String(ended.endedAt) >= before).toBe(true);
    expect(resumed.endedAt).toBeUndefined();
  });

  it('counts a family that ended before the field existed from its last change', async () => {
    // Prepare: no endedAt, last changed 3 years ago
    const unique = randomUUID().slice(0, 6);
    const family = await endedFamily(`Karel Jacobs ${unique}`, 3, 0);
    await dynamo().send(
      new UpdateCommand({
        TableName: `${portal.resourcePrefix}families`,
        Key: { pk: `FAMILY#${family.id}`, sk: 'FAMILY' },
        UpdateExpression: 'REMOVE endedAt',
      }),
    );
    const { updatedAt } = await storedFamily(family.id);
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');

    // Act
    await runRetentionCheck(new Date());
    const listed = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });

    // Assess
    const item = listed.body.items.find(
      (each) => each.subject.kind === 'family' && each.subject.id === family.id,
    );
    expect(item?.since).toBe(updatedAt);
  });
});

const MILEAGE = { type: 'mileage', description: 'Rit naar school', kilometers: 10 };

/** A transaction booked on `date` (the API accepts a past date). */
async function entryOn(date: string, description: string, extra: Record<string, unknown> = {}) {
  const answer = await portal.call<{ id: number }>('POST', '/api/accounting/entries', {
    token: admin,
    body: { type: 'outgoing', date, description, category: 'Materialen', amount: '18.00', ...extra },
  });
  if (answer.status !== 201) throw new Error(`entry: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** A declaration filed today (by default the admin's mileage), then dated `date` with its date index (as if filed then). */
async function declarationOn(date: string, token = admin, body: Record<string, unknown> = MILEAGE) {
  const answer = await portal.call<{ id: number }>('POST', '/api/declarations', {
    token,
    body: { ...body, date: new Date().toISOString().slice(0, 10) },
  });
  if (answer.status !== 201) throw new Error(`declaration: ${answer.status} ${answer.text}`);
  const sortKey = `${date}#${String(answer.body.id).padStart(10, '0')}`;
  await dynamo().send(
    new UpdateCommand({
      TableName: `${portal.resourcePrefix}declarations`,
      Key: { pk: `DECLARATION#${answer.body.id}`, sk: 'DECLARATION' },
      UpdateExpression: 'SET #date = :date, gsi1sk = :sk, gsi2sk = :sk, gsi3sk = :sk',
      ExpressionAttributeNames: { '#date': 'date' },
      ExpressionAttributeValues: { ':date': date, ':sk': sortKey },
    }),
  );
  return answer.body;
}

/** A bank account of the association, made by the admin. */
async function bankAccount() {
  const created = await portal.call<{ id: number; accountNumber: string }>(
    'POST',
    '/api/accounting/bank-accounts',
    {
      token: admin,
      body: {
        name: 'Zichtrekening',
        bankName: 'KBC',
        accountNumber: freshBelgianIban(),
        currentBalance: '500.00',
      },
    },
  );
  if (created.status !== 201) throw new Error(`bank account: ${created.status} ${created.text}`);
  return created.body;
}

let statementSequence = 0;
/** A CAMT.053 statement of `date` with one line, imported as the bookkeeping screen does. */
async function importStatement(account: { id: number; accountNumber: string }, date: string, line: CamtLine) {
  statementSequence += 1;
  const content = camtStatement({
    iban: account.accountNumber,
    sequence: statementSequence,
    date,
    openingCents: 50_000,
    lines: [line],
  });
  const answer = await portal.call('POST', `/api/accounting/bank-accounts/${account.id}/statements`, {
    token: admin,
    body: { format: 'camt053', content },
  });
  if (answer.status !== 200) throw new Error(`statement: ${answer.status} ${answer.text}`);
}

/**
 * A payment file of 2013 that paid `declarationId` to its declarant, stored as the export stores one
 * (made here directly: the export dates its file today, and its four eyes need another reviewer).
 */
async function paidInFile(bankAccountId: number, declarationId: number, userId: number, name: string) {
  const fileId = `PAY9${randomUUID().replace(/\D/g, '').slice(0, 8)}`;
  const at = '2013-10-02T08:00:00.000Z';
  await dynamo().send(
    new PutCommand({
      TableName: `${portal.resourcePrefix}accounting`,
      Item: {
        pk: `PAYMENTFILE#${fileId}`,
        sk: 'FILE',
        fileId,
        bankAccountId,
        createdById: 1,
        createdAt: at,
        executionDate: '2013-10-02',
        payments: [
          {
            endToEndId: `${fileId}-1`,
            userId,
            name,
            iban: 'BE71096123456769',
            bic: null,
            amountCents: 1240,
            declarationIds: [declarationId],
          },
        ],
      },
    }),
  );
  await dynamo().send(
    new UpdateCommand({
      TableName: `${portal.resourcePrefix}declarations`,
      Key: { pk: `DECLARATION#${declarationId}`, sk: 'DECLARATION' },
      UpdateExpression: 'SET payment = :payment',
      ExpressionAttributeValues: { ':payment': { state: 'betaald', fileId, at } },
    }),
  );
  return fileId;
}

describe('declarations and bookkeeping past their period', () => {
  it('lists each financial year 10 years after its close, counting its transactions and declarations, by the period set', async () => {
    // Prepare: 2015 closed on 31-12-2015 and is due in 2026; 2016 is not
    await entryOn('2015-03-02', 'Schriften 2015');
    await entryOn('2015-11-20', 'Huur zaal 2015');
    await declarationOn('2015-05-04');
    await entryOn('2016-01-05', 'Schriften 2016');
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');
    const now = new Date('2026-06-01T03:00:00Z');
    const listedYears = async () =>
      (await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin })).body.items.filter(
        (item) => item.subject.kind === 'bookkeepingYear',
      );

    // Act: a longer period first (12 years: nothing is due yet), then the default
    await setSetting('retention_bookkeeping_years', '12');
    await runRetentionCheck(now);
    const withTwelve = await listedYears();
    await setSetting('retention_bookkeeping_years', null);
    await runRetentionCheck(now);
    const withTen = await listedYears();

    // Assess
    expect(withTwelve).toEqual([]);
    expect(withTen).toEqual([
      expect.objectContaining({
        subject: { kind: 'bookkeepingYear', id: 2015 },
        name: privacyMessages.privacy.bookkeepingYear(2015, 2, 1),
        since: '2015-12-31',
        rule: 'bookkeeping',
      }),
    ]);
    expect(withTen[0]?.name).toBe('Boekjaar 2015: 2 boekingen, 1 declaratie');
  });
});

describe('news read marks expire after a year', () => {
  const YEAR_SECONDS = 366 * 86_400;
  const readMark = async (newsId: number, userId: number) =>
    (await readTable(portal.resourcePrefix, 'news')).find(
      (item) => item.pk === `NEWS#${newsId}` && item.sk === `VIEW#${userId}`,
    );

  it('writes the TTL with the mark, and gives a mark written before it one on the next check', async () => {
    // Prepare: a message, and a read mark from before marks carried a TTL
    const message = await portal.call<{ id: number }>('POST', '/api/news', {
      token: admin,
      body: { title: `Bericht ${randomUUID().slice(0, 6)}`, content: '<p>Hallo</p>', summary: 'Kort' },
    });
    expect(message.status).toBe(201);
    const oldReadAt = '2026-01-10T08:00:00.000Z';
    await dynamo().send(
      new PutCommand({
        TableName: `${portal.resourcePrefix}news`,
        Item: { pk: `NEWS#${message.body.id}`, sk: 'VIEW#999999', readAt: oldReadAt },
      }),
    );
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');
    const me = await portal.call<{ id: number }>('GET', '/api/auth/me', { token: admin });

    // Act
    const viewed = await portal.call('POST', `/api/news/${message.body.id}/view`, { token: admin });
    const fresh = await readMark(message.body.id, me.body.id);
    const check = await runRetentionCheck(new Date());
    const old = await readMark(message.body.id, 999_999);

    // Assess: the TTL attribute itself, not waiting for DynamoDB to delete anything
    expect(viewed.status).toBe(200);
    expect(Number(fresh?.ttl)).toBe(Math.floor(Date.parse(String(fresh?.readAt)) / 1000) + YEAR_SECONDS);
    expect(check.newsReadsGivenTtl).toBeGreaterThanOrEqual(1);
    expect(old).toMatchObject({
      readAt: oldReadAt,
      ttl: Math.floor(Date.parse(oldReadAt) / 1000) + YEAR_SECONDS,
    });
  });
});

/** A receipt (PDF) uploaded and confirmed by the holder of `token`: its upload id. */
async function receipt(token: string) {
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    {
      token,
      body: {
        purpose: 'declaration-receipt',
        fileName: 'bon.pdf',
        contentType: 'application/pdf',
        size: MINIMAL_PDF.byteLength,
      },
    },
  );
  if (presigned.status !== 201) throw new Error(`presign: ${presigned.status} ${presigned.text}`);
  await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(MINIMAL_PDF),
  });
  const confirmed = await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, { token });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  return presigned.body.uploadId;
}

const objectExists = async (bucket: string, key: string) => {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
};

describe('confirming a financial year past its period', () => {
  it('pseudonymises its bookkeeping, erases its declarations with their receipts, counts it in one audit entry, and does it once', async () => {
    // Prepare: 2013 is due on 01-06-2026 (10 years after its close); a volunteer's receipt declaration of
    // 2013, the volunteer's refund booked in 2013, and a line of 2016 that is not due
    const unique = randomUUID().slice(0, 6);
    const volunteer = await signedInUser(portal, admin, {
      firstName: 'Sanne',
      lastName: `Goossens ${unique}`,
    });
    const fullName = `Sanne Goossens ${unique}`;
    const upload = await receipt(volunteer.token);
    const declaration = await declarationOn('2013-09-14', volunteer.token, {
      type: 'expense',
      description: `Schriften ${unique}`,
      amount: '12,40',
      receiptUploadId: upload,
    });
    const refund = await entryOn('2013-10-02', `Terugbetaling ${fullName}`, {
      payeeName: fullName,
      payeeIban: 'BE71096123456769',
    });
    const later = await entryOn('2016-02-03', `Terugbetaling ${fullName} 2016`);
    // The bank's side: the statement lines of the refund (2013) and of a later payment (2016), and
    // the payment file that paid the declaration
    const account = await bankAccount();
    const lineRef = (year: number) => `R${year}-${unique}`;
    for (const [year, date] of [
      [2013, '2013-10-03'],
      [2016, '2016-02-04'],
    ] as const) {
      await importStatement(account, date, {
        ref: lineRef(year),
        cents: -1800,
        date,
        name: fullName,
        iban: 'BE71096123456769',
        communication: `Terugbetaling ${fullName}`,
      });
    }
    const paymentFileId = await paidInFile(account.id, declaration.id, volunteer.user.id, fullName);
    const uploadItem = (await readTable(portal.resourcePrefix, 'documents')).find(
      (item) => item.pk === `UPLOAD#${upload}`,
    );
    expect(await objectExists(String(uploadItem?.bucket), String(uploadItem?.key))).toBe(true);
    const me = await portal.call<{ id: number }>('GET', '/api/auth/me', { token: admin });
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');
    const now = new Date('2026-06-01T03:00:00Z');
    const accountingItem = async (pk: string, sk: string) =>
      (await readTable(portal.resourcePrefix, 'accounting')).find((item) => item.pk === pk && item.sk === sk);
    const listedYears = async () =>
      (await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin })).body.items
        .filter((item) => item.subject.kind === 'bookkeepingYear')
        .map((item) => item.subject.id);

    // Act: the daily check lists 2013; nothing changes before the confirmation
    await runRetentionCheck(now);
    const listed = await listedYears();
    await portal.workDone();
    const untouched = await accountingItem(`ENTRY#${refund.id}`, 'ENTRY');

    // Assess: listed for review, as the rule on /privacy says
    expect(listed).toContain(2013);
    const rules = (await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin })).body
      .rules;
    expect(rules.find((rule) => rule.entity === 'bookkeeping')?.enforcedBy).toBe('review');
    expect(untouched?.description).toBe(`Terugbetaling ${fullName}`);

    // Act: an admin confirms 2013
    const confirmed = await portal.call<{ jobIds: string[] }>('POST', '/api/privacy/retention/confirm', {
      token: admin,
      body: { subjects: [{ kind: 'bookkeepingYear', id: 2013 }] },
    });
    await portal.workDone();

    // Assess: the lines keep amount, category and date; every person they name is replaced
    expect(confirmed.status, confirmed.text).toBe(202);
    const line = await accountingItem(`ENTRY#${refund.id}`, 'ENTRY');
    expect(line).toMatchObject({
      description: `Terugbetaling ${privacyMessages.privacy.pseudonym.volunteer(volunteer.user.id)}`,
      createdByName: privacyMessages.privacy.pseudonym.volunteer(me.body.id),
      amountCents: 1800,
      category: 'Materialen',
      date: '2013-10-02',
      version: Number(untouched?.version) + 1,
      // The payee goes with the other names, account number included
      payeeName: privacyMessages.privacy.pseudonym.payee,
      payeeIban: null,
    });
    expect(JSON.stringify(line)).not.toContain('BE71096123456769');
    const exportRow = await accountingItem('EXPORTROWS', String(untouched?.gsi1sk));
    expect(JSON.stringify(exportRow)).not.toContain(fullName);
    expect(JSON.stringify(exportRow)).toContain('1800');
    // The declaration and its receipt, file included
    const declarations = await readTable(portal.resourcePrefix, 'declarations');
    expect(declarations.filter((item) => item.pk === `DECLARATION#${declaration.id}`)).toEqual([]);
    const documents = await readTable(portal.resourcePrefix, 'documents');
    expect(documents.filter((item) => item.pk === `UPLOAD#${upload}`)).toEqual([]);
    expect(await objectExists(String(uploadItem?.bucket), String(uploadItem?.key))).toBe(false);
    // The year's bank line loses its counterparty's name and account number; the amount and date stay
    const bankLineOf = async (year: number) =>
      (await readTable(portal.resourcePrefix, 'accounting')).find(
        (item) => item.pk === `BANKLINES#${account.id}` && item.reference === lineRef(year),
      );
    const bankLine = await bankLineOf(2013);
    expect(bankLine).toMatchObject({
      counterpartyName: privacyMessages.privacy.pseudonym.payee,
      counterpartyIban: null,
      communication: `Terugbetaling ${privacyMessages.privacy.pseudonym.volunteer(volunteer.user.id)}`,
      amountCents: -1800,
      date: '2013-10-03',
    });
    // The payment file that paid the declaration names the volunteer by their pseudonym, no account
    const paymentFile = await accountingItem(`PAYMENTFILE#${paymentFileId}`, 'FILE');
    expect(paymentFile?.payments).toEqual([
      expect.objectContaining({
        name: privacyMessages.privacy.pseudonym.volunteer(volunteer.user.id),
        iban: null,
        amountCents: 1240,
      }),
    ]);
    expect(JSON.stringify([bankLine, paymentFile])).not.toContain('BE71096123456769');
    expect(JSON.stringify([bankLine, paymentFile])).not.toContain(fullName);
    // Another year stays as it was
    expect((await accountingItem(`ENTRY#${later.id}`, 'ENTRY'))?.description).toBe(
      `Terugbetaling ${fullName} 2016`,
    );
    expect(await bankLineOf(2016)).toMatchObject({
      counterpartyName: fullName,
      counterpartyIban: 'BE71096123456769',
    });
    // One audit entry counting it, and the job's report
    const auditOf2013 = async () =>
      (
        await portal.call<{ items: AuditEntry[] }>('GET', '/api/audit?action=bookkeeping-year-erased', {
          token: admin,
        })
      ).body.items.filter((entry) => entry.targetType === 'bookkeeping-year' && entry.targetId === 2013);
    const audit = await auditOf2013();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'declarations.declarations', after: 'Verwijderd: 1' }),
        expect.objectContaining({ field: 'documents.uploads', after: 'Verwijderd: 1 (+1 bestanden)' }),
        expect.objectContaining({ field: 'accounting.bookkeeping' }),
      ]),
    );
    const job = await portal.call<PrivacyJob>('GET', `/api/privacy/jobs/${confirmed.body.jobIds[0]}`, {
      token: admin,
    });
    expect(job.body).toMatchObject({ status: 'done', subject: { kind: 'bookkeepingYear', id: 2013 } });

    // Act: a second confirmation, the next daily check, and the job's work done once more
    const again = await portal.call('POST', '/api/privacy/retention/confirm', {
      token: admin,
      body: { subjects: [{ kind: 'bookkeepingYear', id: 2013 }] },
    });
    await portal.workDone();
    await runRetentionCheck(now);
    const { findBookkeepingYear } = await import('../../functions/services/privacy/erase-bookkeeping-year');

    // Assess: nothing left to do, nothing done twice
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: privacyMessages.privacy.notListed });
    expect(await listedYears()).not.toContain(2013);
    expect(await findBookkeepingYear(2013, now)).toEqual([]);
    expect(await auditOf2013()).toHaveLength(1);
    expect((await accountingItem(`ENTRY#${refund.id}`, 'ENTRY'))?.version).toBe(line?.version);
  });
});

describe('pseudonymisation on the version it read', () => {
  it('leaves a line someone changed after the erasure read it, and fails the attempt so the job reads again', async () => {
    // Prepare: a volunteer named on a line, and what an erasure of them found
    const unique = randomUUID().slice(0, 6);
    const volunteer = await signedInUser(portal, admin, { firstName: 'Ruben', lastName: `Aerts ${unique}` });
    const fullName = `Ruben Aerts ${unique}`;
    const today = new Date().toISOString().slice(0, 10);
    const entry = await entryOn(today, `Terugbetaling ${fullName}`);
    const { loadSubjectFacts } = await import('../../functions/services/privacy/subject-facts');
    const { findItemsNaming } = await import('../../functions/services/privacy/run-privacy-job');
    const { carryOutErasure, ChangedMeanwhile } = await import(
      '../../functions/services/privacy/erasure-engine'
    );
    const findings = (
      await findItemsNaming(await loadSubjectFacts({ kind: 'volunteer', id: volunteer.user.id }))
    ).filter((finding) => finding.item.pk === `ENTRY#${entry.id}`);
    expect(findings).toEqual([
      expect.objectContaining({ decision: expect.objectContaining({ treatment: 'pseudonymise' }) }),
    ]);

    // Act: the line is edited between the read and the write
    const edited = await portal.call('PUT', `/api/accounting/entries/${entry.id}`, {
      token: admin,
      body: {
        type: 'outgoing',
        date: today,
        description: `Terugbetaling ${fullName} (bus)`,
        category: 'Materialen',
        amount: '18.00',
      },
    });
    const attempt = carryOutErasure(findings, new Date());

    // Assess
    expect(edited.status, edited.text).toBe(200);
    await expect(attempt).rejects.toBeInstanceOf(ChangedMeanwhile);
    const line = (await readTable(portal.resourcePrefix, 'accounting')).find(
      (item) => item.pk === `ENTRY#${entry.id}` && item.sk === 'ENTRY',
    );
    expect(line?.description).toBe(`Terugbetaling ${fullName} (bus)`);
  });
});
