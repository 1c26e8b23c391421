import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingEntry, BankAccount } from '../../shared/schemas/accounting';
import type { BackupDownload, BackupJob, RestoreJob } from '../../shared/schemas/backup';
import type { Payable, PaymentExportResponse } from '../../shared/schemas/bank';
import type { Declaration } from '../../shared/schemas/declarations';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/**
 * Issue 34 and the backup (issue 21): a payment file is a record of the backup of its own, and a
 * restore brings it back with its declarations' and transactions' payment state (and a transaction's
 * payee), so the statement still matches.
 */
let portal: TestPortal;
let admin: string;
const dynamo = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

async function person(role: string, bankAccount?: string) {
  const { user, token } = await signedInUser(portal, admin, {
    role,
    ...(bankAccount ? { bankAccount } : {}),
  });
  return { token, id: user.id };
}

async function call<T>(method: string, path: string, token: string, body?: unknown, expected = 200) {
  const answer = await portal.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(expected);
  return answer.body;
}

async function uploadBackup(bytes: Buffer) {
  const presigned = await call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    admin,
    { purpose: 'restore', fileName: 'backup.json', contentType: 'application/json', size: bytes.byteLength },
    201,
  );
  await fetch(presigned.url, { method: 'PUT', headers: presigned.headers, body: new Uint8Array(bytes) });
  await call('POST', `/api/uploads/${presigned.uploadId}/confirm`, admin);
  return presigned.uploadId;
}

describe('a payment file in the backup', () => {
  let treasurerId: number;
  let treasurerToken: string;
  let declarationId: number;
  let entryId: number;
  let fileId: string;
  let backupBytes: Buffer;
  const stored = async () => ({
    file: (await readTable(portal.resourcePrefix, 'accounting')).find(
      (item) => item.pk === `PAYMENTFILE#${fileId}`,
    ),
    declaration: (await readTable(portal.resourcePrefix, 'declarations')).find(
      (item) => item.pk === `DECLARATION#${declarationId}`,
    ),
    entry: (await readTable(portal.resourcePrefix, 'accounting')).find(
      (item) => item.pk === `ENTRY#${entryId}` && item.sk === 'ENTRY',
    ),
  });

  beforeAll(async () => {
    // An approved declaration in a payment file.
    const treasurer = await person('bestuurslid');
    const reviewer = await person('bestuurslid');
    const volunteer = await person('vrijwilliger', 'BE71096123456769');
    treasurerId = treasurer.id;
    treasurerToken = treasurer.token;
    const account = await call<BankAccount>(
      'POST',
      '/api/accounting/bank-accounts',
      treasurer.token,
      { name: 'Zichtrekening', bankName: 'KBC', accountNumber: 'BE68539007547034', bic: 'KREDBEBB' },
      201,
    );
    const declaration = await call<Declaration>(
      'POST',
      '/api/declarations',
      volunteer.token,
      { type: 'expense', description: 'Schoolboeken', amount: '24.90', date: today() },
      201,
    );
    declarationId = declaration.id;
    await call('PATCH', `/api/declarations/${declaration.id}/status`, reviewer.token, {
      status: 'approved',
      expectedVersion: declaration.version,
    });
    // Issue 34: an outgoing transaction with a payee, typed by the reviewer, approved by the treasurer.
    const entry = await call<AccountingEntry>(
      'POST',
      '/api/accounting/entries',
      reviewer.token,
      {
        type: 'outgoing',
        date: today(),
        description: 'Affiches',
        category: 'Materialen',
        amount: '80.00',
        payeeName: 'Drukkerij Peeters',
        payeeIban: 'BE43068999999501',
        payeeBic: 'GKCCBEBB',
      },
      201,
    );
    entryId = entry.id;
    await call('POST', `/api/accounting/entries/${entry.id}/approve`, treasurer.token, {
      expectedVersion: entry.version,
    });
    const file = await call<PaymentExportResponse>('POST', '/api/accounting/payment-files', treasurer.token, {
      bankAccountId: account.id,
      declarationIds: [declaration.id],
      entryIds: [entry.id],
    });
    fileId = file.fileId;
  });

  it('holds it as a record of its own', async () => {
    const started = await call<{ jobId: string }>('POST', '/api/backup', admin, { withFiles: false }, 202);
    await portal.workDone();
    const backup = await call<BackupJob>('GET', `/api/backup/${started.jobId}`, admin);
    const link = await call<BackupDownload>('POST', `/api/backup/${started.jobId}/download`, admin);
    backupBytes = Buffer.from(await (await fetch(link.url)).arrayBuffer());

    expect(backup.status).toBe('done');
    expect(JSON.parse(backupBytes.toString('utf8')).data.paymentFiles).toEqual([
      expect.objectContaining({ fileId, createdById: treasurerId }),
    ]);
  });

  it('comes back from a restore with its declarations still in betaling', async () => {
    // Prepare: both records lost
    const before = await stored();
    for (const [table, key] of [
      ['accounting', { pk: `PAYMENTFILE#${fileId}`, sk: 'FILE' }],
      ['declarations', { pk: `DECLARATION#${declarationId}`, sk: 'DECLARATION' }],
      ['accounting', { pk: `ENTRY#${entryId}`, sk: 'ENTRY' }],
    ] as const)
      await dynamo().send(new DeleteCommand({ TableName: `${portal.resourcePrefix}${table}`, Key: key }));

    // Act
    const uploadId = await uploadBackup(backupBytes);
    const restore = await call<{ jobId: string }>('POST', '/api/restore', admin, { uploadId }, 202);
    await portal.workDone();
    const restored = await call<RestoreJob>('GET', `/api/restore/${restore.jobId}`, admin);

    // Assess
    expect(restored.status).toBe('done');
    expect(restored.problemCount).toBe(0);
    expect(restored.entities).toContainEqual(expect.objectContaining({ entity: 'paymentFiles', added: 1 }));
    expect(await stored()).toEqual(before);
    expect(before.declaration).toMatchObject({ payment: { state: 'in_betaling', fileId } });
    expect(before.entry).toMatchObject({
      payeeName: 'Drukkerij Peeters',
      payeeIban: 'BE43068999999501',
      payeeBic: 'GKCCBEBB',
      payeeIbanSetById: expect.any(Number),
      payment: { state: 'in_betaling', fileId },
    });
    const payables = await call<{ items: Payable[] }>('GET', '/api/accounting/payables?limit=200', admin);
    expect(payables.items.find((item) => item.entryId === entryId)).toMatchObject({
      paymentStatus: 'in_betaling',
      paymentFileId: fileId,
      payeeName: 'Drukkerij Peeters',
    });
    expect(payables.items.find((item) => item.declarationId === declarationId)).toMatchObject({
      paymentStatus: 'in_betaling',
      paymentFileId: fileId,
      paymentFileCreatedAt: expect.any(String),
    });
  });

  it('raises the payment-file counter above the files it restores, whatever the file says', async () => {
    // Prepare: a file whose counter is behind its payment files, and an installation that lost its own
    const file = JSON.parse(backupBytes.toString('utf8'));
    const counters = file.data.counters as { pk: string; sk: string; value: number }[];
    file.data.counters = counters.filter((counter) => counter.sk !== 'PAYMENTFILE');
    await dynamo().send(
      new DeleteCommand({
        TableName: `${portal.resourcePrefix}accounting`,
        Key: { pk: 'COUNTER', sk: 'PAYMENTFILE' },
      }),
    );
    const account = await call<BankAccount>(
      'POST',
      '/api/accounting/bank-accounts',
      treasurerToken,
      { name: 'Spaarrekening', bankName: 'KBC', accountNumber: 'BE71096123456769', bic: 'GKCCBEBB' },
      201,
    );

    // Act
    // An edited file no longer carries this installation's seal: restoring it takes the explicit consent.
    const uploadId = await uploadBackup(Buffer.from(JSON.stringify(file)));
    const restore = await call<{ jobId: string }>(
      'POST',
      '/api/restore',
      admin,
      { uploadId, acceptForeignFile: true },
      202,
    );
    await portal.workDone();
    const next = await portal.call<PaymentExportResponse>('POST', '/api/accounting/payment-files', {
      token: treasurerToken,
      body: { bankAccountId: account.id, declarationIds: [declarationId], confirmRepeat: true },
    });

    // Assess: the new file takes the next number instead of failing on the restored file's id
    const job = await call<RestoreJob>('GET', `/api/restore/${restore.jobId}`, admin);
    expect(job.status, JSON.stringify(job)).toBe('done');
    expect(next.status, next.text).toBe(200);
    expect(Number(next.body.fileId.slice(3))).toBeGreaterThan(Number(fileId.slice(3)));
  });
});
