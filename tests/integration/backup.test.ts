import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../../functions/commons/s3';
import { BACKUP_SOURCE_TABLES } from '../../shared/backup-tables';
import { messages } from '../../shared/messages';
import { backupMessages } from '../../shared/messages/backup';
import { routes } from '../../shared/routes';
import type {
  BackupDownload,
  BackupJob,
  BackupPage,
  RestoreBody,
  RestoreJob,
} from '../../shared/schemas/backup';
import type { Statistics } from '../../shared/schemas/dashboard';
import { recentDay } from '../fixtures/dates';
import { MINIMAL_PDF } from './support/files';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { createUser, signedInUser, volunteerFields } from './support/users';

/**
 * Backup and restore (issue 21) against the local stand-ins: a backup of every entity with the
 * stored files, a wipe, and a restore that brings back every record and object.
 */

let portal: TestPortal;
let admin: string;
let adminId: number;
let volunteer: { token: string; id: number };
const m = backupMessages.backup;
const PASSPHRASE = 'Lange-Geheime-Zin-2026';

const dynamo = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));
const md5 = (body: Uint8Array) => createHash('md5').update(body).digest('hex');
const FILE_BUCKETS = ['files', 'signed'] as const;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  const me = await portal.call<{ id: number } | { user: { id: number } }>('GET', '/api/auth/me', {
    token: admin,
  });
  adminId = 'user' in me.body ? me.body.user.id : me.body.id;
  expect(adminId).toBeTypeOf('number');
  const signedIn = await signedInUser(portal, admin, { role: 'vrijwilliger' });
  volunteer = { token: signedIn.token, id: signedIn.user.id };
});
afterAll(() => portal.stop());

async function upload(token: string, purpose: string, bytes: Buffer, fileName: string, contentType: string) {
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    { token, body: { purpose, fileName, contentType, size: bytes.byteLength } },
  );
  if (presigned.status !== 201) throw new Error(`presign: ${presigned.status} ${presigned.text}`);
  await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(bytes),
  });
  const confirmed = await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, { token });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  return presigned.body.uploadId;
}

async function created<T = { id: number }>(path: string, body: unknown, token = admin) {
  const answer = await portal.call<T>('POST', path, { token, body });
  if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** Every kind of entity the portal stores, with a receipt, a drive document and a signed PDF. */
async function seedEverything() {
  await portal.call('PUT', '/api/settings/organization_name', {
    token: admin,
    body: { value: 'De Brug vzw' },
  });
  await createUser(portal, admin, { rijksregisterNummer: '85073003328' });
  const family = await created('/api/families', { parentName: 'Fatima El Amrani', childAge: 9 });
  const receipt = await upload(
    volunteer.token,
    'declaration-receipt',
    MINIMAL_PDF,
    'bon.pdf',
    'application/pdf',
  );
  await created(
    '/api/declarations',
    {
      type: 'expense',
      description: 'Schriften',
      amount: '12,40',
      date: recentDay(),
      receiptUploadId: receipt,
    },
    volunteer.token,
  );
  await created('/api/email/templates', {
    name: 'Welkom',
    subject: 'Welkom [VOORNAAM]',
    content: '<p>Hallo</p>',
  });
  await created('/api/external-links', { title: 'Stad Gent', url: 'https://stad.gent' });
  const calendar = await created('/api/calendars', { name: 'Huiswerkbegeleiding' });
  await created('/api/calendar-events', {
    title: 'Sessie',
    calendarId: calendar.id,
    startDate: '2026-03-10T15:00:00.000Z',
    endDate: '2026-03-10T16:00:00.000Z',
  });
  await created('/api/news', { title: 'Nieuws', content: '<p>Welkom</p>', summary: 'Kort' });
  const folder = await created('/api/documents/folders', { name: 'Verslagen' });
  const document = await upload(admin, 'drive-document', MINIMAL_PDF, 'verslag.pdf', 'application/pdf');
  await created('/api/documents', { uploadId: document, folderId: folder.id, description: 'Notulen' });
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Overeenkomst', { x: 60, y: 780, size: 20 });
  const original = Buffer.from(await pdf.save());
  const signing = await upload(admin, 'signing', original, 'overeenkomst.pdf', 'application/pdf');
  const signed = await created<{ signatureToken: string }>('/api/documents/upload-and-sign', {
    uploadId: signing,
    title: 'Overeenkomst 2026',
    signaturePosition: { page: 1, x: 300, y: 400, width: 160, height: 60 },
  });
  await created('/api/accounting/entries', {
    type: 'incoming',
    date: '2026-03-02',
    description: 'Gift',
    category: 'Donaties',
    amount: '125.50',
  });
  await created('/api/accounting/bank-accounts', {
    name: 'Zichtrekening',
    bankName: 'KBC',
    accountNumber: 'BE68539007547034',
    currentBalance: '1000.00',
  });
  return { family, signatureToken: signed.signatureToken };
}

async function finishedBackup(body: Record<string, unknown>) {
  const started = await portal.call<{ jobId: string }>('POST', '/api/backup', { token: admin, body });
  expect(started.status).toBe(202);
  await portal.workDone();
  const job = await portal.call<BackupJob>('GET', `/api/backup/${started.body.jobId}`, { token: admin });
  expect(job.status).toBe(200);
  expect(job.body.status).toBe('done');
  const link = await portal.call<BackupDownload>('POST', `/api/backup/${started.body.jobId}/download`, {
    token: admin,
  });
  expect(link.status).toBe(200);
  const download = await fetch(link.body.url);
  expect(download.ok).toBe(true);
  return { job: job.body, bytes: Buffer.from(await download.arrayBuffer()) };
}

type RestoreConsent = Pick<RestoreBody, 'acceptedRoleChanges' | 'acceptForeignFile'>;

async function restoreJob(
  mode: 'validate' | 'restore',
  uploadId: string,
  passphrase?: string,
  consent: RestoreConsent = {},
) {
  const path = mode === 'validate' ? '/api/restore/validate' : '/api/restore';
  const started = await portal.call<{ jobId: string }>('POST', path, {
    token: admin,
    body: { uploadId, ...(passphrase ? { passphrase } : {}), ...consent },
  });
  if (started.status !== 202) return { started, job: null };
  await portal.workDone();
  const job = await portal.call<RestoreJob>('GET', `/api/restore/${started.body.jobId}`, { token: admin });
  expect(job.status).toBe(200);
  return { started, job: job.body };
}

/** A file edited by a test carries no valid MAC any more: restoring it takes the explicit confirmation. */
const FOREIGN: RestoreConsent = { acceptForeignFile: true };

const uploadBackup = (bytes: Buffer, fileName: string, contentType: string) =>
  upload(admin, 'restore', bytes, fileName, contentType);

const tableName = (table: string) => `${portal.resourcePrefix}${table}`;
const bucketOf = (bucket: string) => `${portal.resourcePrefix}${bucket}`;

/** Every record a backup holds, per table (restore uploads and their records left out). */
async function snapshot() {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const table of BACKUP_SOURCE_TABLES)
    tables[table] = (await readTable(portal.resourcePrefix, table)).filter(
      (item) =>
        !(item.purpose === 'restore' && String(item.pk).startsWith('UPLOAD#')) &&
        !(item.pk === 'UNCLAIMED_UPLOADS' && String(item.objectKey).startsWith('restore/')),
    );
  const objects: Record<string, string> = {};
  for (const bucket of FILE_BUCKETS) {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucketOf(bucket) }));
    for (const object of listed.Contents ?? []) {
      if (!object.Key || object.Key.startsWith('restore/')) continue;
      const body = await s3.send(new GetObjectCommand({ Bucket: bucketOf(bucket), Key: object.Key }));
      objects[`${bucket}/${object.Key}`] = md5(await (body.Body?.transformToByteArray() ?? new Uint8Array()));
    }
  }
  return { tables, objects };
}

/** Empties every table a backup holds and both file buckets; the admin's own account stays, as on a fresh installation. */
async function wipeEverything() {
  for (const table of BACKUP_SOURCE_TABLES) {
    const items = (await readTable(portal.resourcePrefix, table)).filter(
      (item) => !(table === 'users' && (item.pk === `USER#${adminId}` || item.userId === adminId)),
    );
    for (let start = 0; start < items.length; start += 25)
      await dynamo().send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName(table)]: items
              .slice(start, start + 25)
              .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
          },
        }),
      );
  }
  for (const bucket of FILE_BUCKETS) {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucketOf(bucket) }));
    for (const object of listed.Contents ?? [])
      await s3.send(new DeleteObjectCommand({ Bucket: bucketOf(bucket), Key: object.Key }));
  }
}

const recountedStatistics = async () =>
  (await import('../../functions/services/dashboard/rebuild-statistics')).countStatisticsTotals();
const statisticsTotalsItem = (tables: Record<string, Record<string, unknown>[]>) =>
  tables.statistics?.find((item) => item.pk === 'COUNTS' && item.sk === 'TOTALS');

/**
 * A user new to the installation comes back pending and without a password; everything else as it
 * was, but for the dashboard totals, which are recounted (checked against a recount apart).
 */
function asRestored(tables: Record<string, Record<string, unknown>[]>): Record<string, unknown> {
  return {
    ...tables,
    statistics: tables.statistics?.filter((item) => item !== statisticsTotalsItem(tables)),
    users: tables.users?.map((item) =>
      item.sk === 'PROFILE' && item.pk !== `USER#${adminId}`
        ? { ...item, passwordHash: null, status: 'pending' }
        : item,
    ),
  };
}

describe('backup and restore', () => {
  let seeded: Awaited<ReturnType<typeof seedEverything>>;
  let zipBytes: Buffer;

  beforeAll(async () => {
    seeded = await seedEverything();
  });

  it('backs up every entity with its files, and a restore after a wipe brings every record and object back', async () => {
    const statistics = await portal.call<Statistics>('GET', '/api/statistics', { token: admin });
    const { job, bytes } = await finishedBackup({ withFiles: true });
    zipBytes = bytes;
    const before = await snapshot();

    await wipeEverything();
    const uploadId = await uploadBackup(bytes, String(job.fileName), 'application/zip');
    const { job: restored } = await restoreJob('restore', uploadId);
    const after = await snapshot();

    expect(job.fileName).toMatch(/^de-brug-vzw-backup-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(job.totals).toMatchObject({ totalFamilies: 1, totalDeclarations: 1, totalSignedDocuments: 1 });
    expect(restored?.status).toBe('done');
    expect(restored?.problemCount).toBe(0);
    const restoreAudit = (after.tables.audit ?? []).filter((entry) => entry.action === 'backup-restored');
    after.tables.audit = (after.tables.audit ?? []).filter((entry) => entry.action !== 'backup-restored');
    // The file's own download is audited after it was made, so the file cannot hold that entry.
    before.tables.audit = (before.tables.audit ?? []).filter((entry) => entry.action !== 'backup-downloaded');
    for (const table of BACKUP_SOURCE_TABLES)
      expect(asRestored(after.tables)[table], table).toEqual(asRestored(before.tables)[table]);
    expect(restoreAudit).toEqual([expect.objectContaining({ actorId: adminId, targetName: job.fileName })]);
    expect(after.objects).toEqual(before.objects);
    expect(Object.keys(before.objects).length).toBeGreaterThanOrEqual(4);
    const statisticsAfter = await portal.call<Statistics>('GET', '/api/statistics', { token: admin });
    const { activeVolunteers: _active, growth: _growth, ...unchangedFigures } = statistics.body;
    // The restored volunteers are pending until invited: the dashboard counts none of them active.
    expect(statistics.body.activeVolunteers).toBe(2);
    expect(statisticsAfter.body).toMatchObject({ ...unchangedFigures, activeVolunteers: 0 });
    expect(statisticsTotalsItem(after.tables)).toEqual({
      pk: 'COUNTS',
      sk: 'TOTALS',
      ...(await recountedStatistics()),
    });
    const verified = await portal.call<{ valid: boolean }>(
      'GET',
      `/api/verify-signature/${seeded.signatureToken}`,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.valid).toBe(true);
  });

  it('reports zero changes when the same file is restored a second time', async () => {
    const uploadId = await uploadBackup(zipBytes, 'backup.zip', 'application/zip');

    const { job } = await restoreJob('restore', uploadId);

    expect(job?.status).toBe('done');
    const changed = job?.entities.filter((entity) => entity.added + entity.changed > 0);
    expect(changed).toEqual([]);
    expect(job?.files).toMatchObject({ added: 0, changed: 0 });
  });

  it('continues the ids after a restore without reusing one', async () => {
    const next = await created('/api/families', { parentName: 'Nieuw Gezin' });

    expect(next.id).toBe(seeded.family.id + 1);
  });

  it('counts a deleted family as one to add in the dry run and writes nothing', async () => {
    const { job, bytes } = await finishedBackup({ withFiles: false });
    await portal.call('DELETE', `/api/families/${seeded.family.id}`, { token: admin });
    const uploadId = await uploadBackup(bytes, String(job.fileName), 'application/json');
    const before = await snapshot();

    const { job: dryRun } = await restoreJob('validate', uploadId);

    expect(dryRun?.status).toBe('done');
    expect(dryRun?.entities.find((entity) => entity.entity === 'families')).toMatchObject({ added: 1 });
    expect((await snapshot()).tables).toEqual(before.tables);
  });

  it('refuses a file with a broken record in the dry run, naming it, and restores nothing from it', async () => {
    const { bytes } = await finishedBackup({ withFiles: false });
    const file = JSON.parse(bytes.toString('utf8'));
    const declaration = file.data.declarations[0];
    declaration.status = 'verzonnen';
    const uploadId = await uploadBackup(Buffer.from(JSON.stringify(file)), 'kapot.json', 'application/json');
    const before = await snapshot();

    const { job: dryRun } = await restoreJob('validate', uploadId);
    const { job: refused } = await restoreJob('restore', uploadId);

    expect(dryRun?.problems).toEqual([
      expect.objectContaining({ entity: 'declarations', id: String(declaration.id) }),
    ]);
    expect(refused?.status).toBe('failed');
    expect(refused?.error).toBe(m.restoreHasProblems);
    expect((await snapshot()).tables).toEqual(before.tables);
  });

  it('leaves out password hashes and secret settings, and keeps a rijksregisternummer only as ciphertext', async () => {
    await portal.call('PUT', '/api/settings/smtp_password', {
      token: admin,
      body: { value: 'Smtp-Geheim-123' },
    });

    const { bytes } = await finishedBackup({ withFiles: false });
    const text = bytes.toString('utf8');
    const file = JSON.parse(text);

    expect(file).toMatchObject({ version: '1.0', exportDate: expect.any(String) });
    expect(file.metadata).toMatchObject({
      totalUsers: file.data.users.length,
      totalTemplates: 1,
      totalLinks: 1,
      encryptionKeyFingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('SETTING#smtp_password');
    expect(text).not.toContain('85073003328');
    expect(
      file.data.users.some((user: { rijksregisterNummerEncrypted: unknown }) =>
        String(user.rijksregisterNummerEncrypted).startsWith('v1.'),
      ),
    ).toBe(true);
  });

  it('refuses a file that is not a backup', async () => {
    const uploadId = await uploadBackup(Buffer.from('{"hallo": "wereld"}'), 'geen.json', 'application/json');

    const { job } = await restoreJob('validate', uploadId);

    expect(job?.status).toBe('failed');
    expect(job?.error).toBe(m.invalidFormat);
  });

  it('encrypts a backup with a passphrase, refuses a wrong one and opens it with the right one', async () => {
    const { job, bytes } = await finishedBackup({ withFiles: false, passphrase: PASSPHRASE });
    const uploadId = await uploadBackup(bytes, String(job.fileName), 'application/octet-stream');

    const { started: wrong } = await restoreJob('validate', uploadId, 'Verkeerde-Zin-2026');
    const { started: missing } = await restoreJob('validate', uploadId);
    const { job: opened } = await restoreJob('validate', uploadId, PASSPHRASE);

    expect(job.encrypted).toBe(true);
    expect(job.fileName).toMatch(/\.json\.enc$/);
    expect(bytes.includes(Buffer.from('exportDate'))).toBe(false);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: m.wrongPassphrase });
    expect(missing.status).toBe(400);
    expect(opened?.status).toBe('done');
    expect(opened?.problemCount).toBe(0);
  });

  it('restores an encrypted backup with files from its stream, and refuses one whose ciphertext was altered without putting back any file', async () => {
    const { job, bytes } = await finishedBackup({ withFiles: true, passphrase: PASSPHRASE });
    const tampered = Buffer.from(bytes);
    tampered[Math.floor(tampered.length / 2)] = (tampered[Math.floor(tampered.length / 2)] ?? 0) ^ 0xff;
    const before = await snapshot();
    const emptyFileBuckets = async () => {
      for (const bucket of FILE_BUCKETS) {
        const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucketOf(bucket) }));
        for (const object of listed.Contents ?? [])
          if (!object.Key?.startsWith('restore/') && !object.Key?.startsWith('pending/'))
            await s3.send(new DeleteObjectCommand({ Bucket: bucketOf(bucket), Key: object.Key }));
      }
    };

    await emptyFileBuckets();
    const tamperedId = await uploadBackup(tampered, 'veranderd.zip.enc', 'application/octet-stream');
    const { job: refused } = await restoreJob('restore', tamperedId, PASSPHRASE);
    const afterRefusal = await snapshot();
    const intactId = await uploadBackup(bytes, String(job.fileName), 'application/octet-stream');
    const { job: restored } = await restoreJob('restore', intactId, PASSPHRASE);
    const after = await snapshot();

    expect(job.fileName).toMatch(/\.zip\.enc$/);
    expect(bytes.includes(Buffer.from('backup.json'))).toBe(false);
    expect(refused).toMatchObject({ status: 'failed', error: m.wrongPassphrase });
    expect(afterRefusal.objects).toEqual({});
    expect(restored?.status).toBe('done');
    expect(restored?.files).toMatchObject({ added: Object.keys(before.objects).length, changed: 0 });
    expect(after.objects).toEqual(before.objects);
  });

  it('lists the backups made, newest first', async () => {
    const list = await portal.call<BackupPage>('GET', '/api/backups?limit=100', { token: admin });

    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThanOrEqual(4);
    const times = list.body.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.body.items[0]?.createdBy).toMatchObject({ id: adminId });
    // Each job says when its worker took it, between the request and the end (the bench times from there)
    for (const item of list.body.items.filter((each) => each.status === 'done')) {
      expect(item.startedAt).toBeDefined();
      expect(item.createdAt <= (item.startedAt ?? '')).toBe(true);
      expect((item.startedAt ?? '') <= (item.finishedAt ?? '')).toBe(true);
    }
  });

  it('recounts the counters a file states instead of trusting them: dashboard totals, bookkeeping totals and balances, id counters', async () => {
    const entry = await created<{ id: number }>('/api/accounting/entries', {
      type: 'outgoing',
      date: '2026-03-05',
      description: 'Huur lokaal',
      category: 'Huur',
      amount: '300.00',
      bankAccount: 'BE68539007547034',
    });
    // Four eyes: the admin entered it, so a bestuurslid approves it.
    const board = await signedInUser(portal, admin, { role: 'bestuurslid' });
    const approved = await portal.call('POST', `/api/accounting/entries/${entry.id}/approve`, {
      token: board.token,
      body: { expectedVersion: 1 },
    });
    expect(approved.status).toBe(200);
    const { bytes } = await finishedBackup({ withFiles: false });
    const file = JSON.parse(bytes.toString('utf8'));
    const highestFamilyId = Math.max(...file.data.families.map((family: { id: number }) => family.id));
    const totals = file.data.statistics.find((item: { sk: string }) => item.sk === 'TOTALS');
    totals.families = 999;
    const account = file.data.bankAccounts[0];
    const balance = account.balanceCents;
    account.balanceCents = 12_345_678;
    account.entryCount = 40;
    const month = file.data.indexes.find((item: { pk: string; sk: string }) => item.pk === 'TOTALS#MONTH');
    month['outgoing|Huur'] = 1;
    file.data.counters = file.data.counters.filter(
      (item: { $table: string; sk: string }) => !(item.$table === 'families' && item.sk === 'FAMILY'),
    );
    await dynamo().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName('families')]: [{ DeleteRequest: { Key: { pk: 'COUNTER', sk: 'FAMILY' } } }],
        },
      }),
    );
    const uploadId = await uploadBackup(
      Buffer.from(JSON.stringify(file)),
      'bijgewerkt.json',
      'application/json',
    );

    const { job } = await restoreJob('restore', uploadId, undefined, FOREIGN);
    const { job: again } = await restoreJob('restore', uploadId, undefined, FOREIGN);
    const after = await snapshot();
    const recount = await recountedStatistics();
    const next = await created('/api/families', { parentName: 'Gezin Na Restore' });

    expect(job?.status).toBe('done');
    expect(statisticsTotalsItem(after.tables)).toEqual({ pk: 'COUNTS', sk: 'TOTALS', ...recount });
    expect(statisticsTotalsItem(after.tables)?.families).not.toBe(999);
    const storedAccount = after.tables.accounting?.find((item) => item.sk === account.sk);
    expect(storedAccount).toMatchObject({ balanceCents: balance, entryCount: 1 });
    expect(balance).toBe(account.openingBalanceCents - 30_000);
    const storedMonth = after.tables.accounting?.find((item) => item.pk === month.pk && item.sk === month.sk);
    expect(storedMonth?.['outgoing|Huur']).toBe(30_000);
    expect(next.id).toBe(highestFamilyId + 1);
    expect(again?.entities.filter((entity) => entity.added + entity.changed > 0)).toEqual([]);
  });

  it("writes a transaction's export row from the restored fields, not the row the file carries", async () => {
    const { bytes } = await finishedBackup({ withFiles: false });
    const file = JSON.parse(bytes.toString('utf8'));
    const entry = file.data.accountingEntries[0];
    const carriedRows = Object.values(file.data as Record<string, { pk: string }[]>)
      .flat()
      .filter((record) => String(record.pk).startsWith('EXPORTROWS'));
    entry.description = 'Gewijzigd in het bestand';
    // A backup from before export rows had their own items carried the row on the transaction.
    entry.exportRow = JSON.stringify([entry.date, entry.type, 'Oude beschrijving']);
    const uploadId = await uploadBackup(
      Buffer.from(JSON.stringify(file)),
      'gewijzigd.json',
      'application/json',
    );

    const { job } = await restoreJob('restore', uploadId, undefined, FOREIGN);
    const after = await snapshot();
    const exported = await portal.call<{ content: string }>('POST', '/api/accounting/export', {
      token: admin,
      body: { dateFrom: entry.date, dateTo: entry.date, format: 'excel' },
    });

    expect(carriedRows).toEqual([]);
    expect(job?.status).toBe('done');
    const stored = after.tables.accounting?.find((item) => item.pk === entry.pk && item.sk === entry.sk);
    expect(stored?.description).toBe('Gewijzigd in het bestand');
    expect(stored?.exportRow).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    const content = Buffer.from(exported.body.content, 'base64');
    await workbook.xlsx.load(
      content.buffer.slice(content.byteOffset, content.byteOffset + content.byteLength),
    );
    const descriptions = workbook.getWorksheet(messages.accounting.sheets.entries)?.getColumn(3).values;
    expect(descriptions).toContain('Gewijzigd in het bestand');
  });

  it("skips a restored user whose username and e-mail belong to another user here, names the clash in the dry run and leaves that user's sign-in alone", async () => {
    const original = await createUser(portal, admin);
    const { bytes } = await finishedBackup({ withFiles: false });
    await portal.call('DELETE', `/api/users/${original.id}`, { token: admin });
    const otherPassword = 'Andere-Zonnige-Dag-77';
    const other = await createUser(portal, admin, {
      username: original.username,
      email: original.email,
      password: otherPassword,
    });
    const uploadId = await uploadBackup(bytes, 'botsing.json', 'application/json');

    const { job: dryRun } = await restoreJob('validate', uploadId);
    const { job: restored } = await restoreJob('restore', uploadId);
    const signIn = await portal.call('POST', '/api/login', {
      body: { username: original.username, password: otherPassword, rememberMe: false },
    });
    const found = await portal.call<{ items: { id: number }[] }>(
      'GET',
      `/api/users?search=${encodeURIComponent(String(original.username))}`,
      { token: admin },
    );
    const skipped = await portal.call('GET', `/api/users/${original.id}`, { token: admin });

    const clash = { userId: original.id, username: original.username, otherUserId: other.id };
    expect(dryRun?.problemCount).toBe(0);
    expect(dryRun?.usersSkipped).toBe(1);
    expect(dryRun?.userClashes).toEqual([
      {
        ...clash,
        field: 'username',
        value: original.username,
        message: m.userClash('username', String(original.username)),
      },
      {
        ...clash,
        field: 'email',
        value: original.email,
        message: m.userClash('email', String(original.email)),
      },
    ]);
    expect(dryRun?.skippedUsers).toEqual([
      { userId: original.id, username: original.username, records: [], message: m.recordsLeftOut([]) },
    ]);
    expect(restored).toMatchObject({ status: 'done', usersSkipped: 1 });
    expect(signIn.status).toBe(200);
    expect(found.body.items.map((user) => user.id)).toEqual([other.id]);
    expect(skipped.status).toBe(404);
  });

  it('leaves out the records of a user it skips (their declaration), names how many in the dry run and the result, and keeps the dashboard totals equal to a recount', async () => {
    const owner = await signedInUser(portal, admin);
    const declaration = await created(
      '/api/declarations',
      { type: 'expense', description: 'Treinticket', amount: '8,60', date: recentDay(4) },
      owner.token,
    );
    const { bytes } = await finishedBackup({ withFiles: false });
    const removed = await portal.call('DELETE', `/api/declarations/${declaration.id}`, { token: admin });
    expect(removed.status).toBe(200);
    await portal.call('DELETE', `/api/users/${owner.user.id}`, { token: admin });
    await createUser(portal, admin, { username: owner.user.username, email: owner.user.email });
    const uploadId = await uploadBackup(bytes, 'botsing-met-declaratie.json', 'application/json');

    const { job: dryRun } = await restoreJob('validate', uploadId);
    const { job: restored } = await restoreJob('restore', uploadId);
    const after = await snapshot();

    const leftOut = [{ entity: 'declarations', count: 1 }];
    const skippedUser = {
      userId: owner.user.id,
      username: owner.user.username,
      records: leftOut,
      message: m.recordsLeftOut(leftOut),
    };
    expect(dryRun).toMatchObject({ status: 'done', usersSkipped: 1, skippedUsers: [skippedUser] });
    expect(dryRun?.entities.find((entity) => entity.entity === 'declarations')).toMatchObject({ added: 0 });
    expect(restored).toMatchObject({ status: 'done', usersSkipped: 1, skippedUsers: [skippedUser] });
    expect(after.tables.declarations?.filter((item) => item.id === declaration.id)).toEqual([]);
    // A count kept on write may be missing where a recount says 0.
    const counted = (totals: Record<string, unknown> = {}) =>
      Object.fromEntries(
        Object.entries(totals).filter(([name, value]) => value !== 0 && !['pk', 'sk'].includes(name)),
      );
    expect(counted(statisticsTotalsItem(after.tables))).toEqual(counted(await recountedStatistics()));
  });

  it('gives up the username and e-mail address a restored user holds here but the file does not give them, so another user can take them and the restored name signs in', async () => {
    const user = await createUser(portal, admin);
    const { bytes } = await finishedBackup({ withFiles: false });
    const renamed = { username: `${user.username}-nieuw`, email: `nieuw.${user.email}` };
    const edited = await portal.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: { ...renamed, firstName: user.firstName, lastName: user.lastName },
    });
    expect(edited.status).toBe(200);
    const uploadId = await uploadBackup(bytes, 'hernoemd.json', 'application/json');
    const signIn = (username: string) =>
      portal.call('POST', '/api/login', { body: { username, password: user.password, rememberMe: false } });

    const { job: dryRun } = await restoreJob('validate', uploadId);
    const { job: restored } = await restoreJob('restore', uploadId);
    const { job: again } = await restoreJob('restore', uploadId);
    const restoredName = await signIn(String(user.username));
    const renamedName = await signIn(renamed.username);
    const taker = await portal.call<{ id: number }>('POST', '/api/users', {
      token: admin,
      body: volunteerFields(renamed),
    });

    expect(dryRun?.entities.find((entity) => entity.entity === 'users')).toMatchObject({ changed: 1 });
    expect(restored).toMatchObject({ status: 'done', usersSkipped: 0 });
    expect(restoredName.status).toBe(200);
    expect(renamedName.status).toBe(401);
    expect(taker.status).toBe(201);
    expect(again?.entities.filter((entity) => entity.added + entity.changed > 0)).toEqual([]);
  });

  it('restores a user whose username another user of the file holds here and gives back (a name handed on after a rename), without a clash', async () => {
    const first = await createUser(portal, admin);
    const second = await createUser(portal, admin);
    const { bytes } = await finishedBackup({ withFiles: false });
    const rename = (user: typeof first, username: string) =>
      portal.call('PUT', `/api/users/${user.id}`, {
        token: admin,
        body: { username, email: user.email, firstName: user.firstName, lastName: user.lastName },
      });
    expect((await rename(first, `${first.username}-oud`)).status).toBe(200);
    expect((await rename(second, String(first.username))).status).toBe(200);
    const uploadId = await uploadBackup(bytes, 'doorgegeven.json', 'application/json');
    const signIn = (user: typeof first, username = String(user.username)) =>
      portal.call<{ user: { id: number } }>('POST', '/api/login', {
        body: { username, password: user.password, rememberMe: false },
      });

    const { job: dryRun } = await restoreJob('validate', uploadId);
    const { job: restored } = await restoreJob('restore', uploadId);
    const firstSignIn = await signIn(first);
    const secondSignIn = await signIn(second);
    const renamedSignIn = await signIn(first, `${first.username}-oud`);

    expect(dryRun).toMatchObject({ status: 'done', usersSkipped: 0, userClashes: [] });
    expect(dryRun?.entities.find((entity) => entity.entity === 'users')).toMatchObject({ changed: 2 });
    expect(restored).toMatchObject({ status: 'done', usersSkipped: 0 });
    expect(firstSignIn.body.user?.id).toBe(first.id);
    expect(secondSignIn.body.user?.id).toBe(second.id);
    expect(renamedSignIn.status).toBe(401);
  });

  it('refuses a non-admin on every backup and restore route', async () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/backup', { withFiles: false }],
      ['GET', `/api/backup/${id}`],
      ['POST', `/api/backup/${id}/download`],
      ['GET', '/api/backups'],
      ['POST', '/api/restore/validate', { uploadId: id }],
      ['POST', '/api/restore', { uploadId: id }],
      ['GET', `/api/restore/${id}`],
    ];

    const statuses = await Promise.all(
      calls.map(
        async ([method, path, body]) =>
          (await portal.call(method, path, { token: volunteer.token, body })).status,
      ),
    );

    expect(calls.length).toBe(Object.keys(routes.backup).length);
    expect(statuses).toEqual(calls.map(() => 403));
  });
});

/**
 * Which records of a backup belong to a user (the catalogue's `ownerOf`): a restore that leaves a
 * user out leaves these out with them, and restores the rest.
 */
describe('the user a backup record belongs to', () => {
  let ownerOfRecord: typeof import('../../functions/services/backup/catalogue').ownerOfRecord;
  beforeAll(async () => {
    // The catalogue reads the function configuration the test portal sets.
    ({ ownerOfRecord } = await import('../../functions/services/backup/catalogue'));
  });

  it('names the owner of a declaration, a notification, a calendar membership and a read mark', () => {
    // Prepare
    const records = [
      ownerOfRecord('declarations', 'declarations', { pk: 'DECLARATION#3', sk: 'DECLARATION', userId: 7 }),
      ownerOfRecord('notifications', 'notifications', {
        pk: 'USER#7',
        sk: 'NOTIFICATION#000000000001',
        recipientId: 7,
      }),
      ownerOfRecord('calendarShares', 'calendar', { pk: 'CALENDAR#2', sk: 'MEMBER#7', calendarId: 2 }),
      ownerOfRecord('newsReads', 'news', { pk: 'NEWS#4', sk: 'VIEW#7' }),
    ];

    // Assess
    expect(records).toEqual([7, 7, 7, 7]);
  });

  it("names the user of a guard item and of a calendar feed, and nobody for another table's index item", () => {
    // Act
    const guard = ownerOfRecord('indexes', 'users', { pk: 'USERNAME#sanne', sk: 'GUARD', userId: 7 });
    const feed = ownerOfRecord('indexes', 'calendar', { pk: 'FEED#7', sk: 'FEED' });
    const feedSecret = ownerOfRecord('indexes', 'calendar', { pk: 'FEEDSECRET#ab12', sk: 'FEED', userId: 7 });
    const pointer = ownerOfRecord('indexes', 'calendar', { pk: 'CALENDAR#2', sk: 'EVENT#000000000003' });

    // Assess
    expect([guard, feed, feedSecret, pointer]).toEqual([7, 7, 7, null]);
  });

  it("gives a user their own uploads and receipts, but not a drive document's file", () => {
    // Prepare
    const upload = (attachedTo: string | null) =>
      ownerOfRecord('uploads', 'documents', { pk: 'UPLOAD#u', sk: 'UPLOAD', ownerId: 7, attachedTo });

    // Act
    const owners = [upload(null), upload('declaration#3'), upload('document#5')];

    // Assess
    expect(owners).toEqual([7, 7, null]);
  });

  it('leaves history that merely mentions a user, the public calendar share and the association’s records to nobody', () => {
    // Act
    const owners = [
      ownerOfRecord('activity', 'activity', { pk: 'STREAM#2026-11', sk: 'x', actorId: 7, userId: 7 }),
      ownerOfRecord('audit', 'audit', { pk: 'AUDIT', sk: 'x', actorId: 7, targetUserId: 7 }),
      ownerOfRecord('calendarShares', 'calendar', { pk: 'CALENDAR#2', sk: 'MEMBER#PUBLIC', calendarId: 2 }),
      ownerOfRecord('families', 'families', { pk: 'FAMILY#1', sk: 'FAMILY', assignedTo: 7 }),
    ];

    // Assess
    expect(owners).toEqual([null, null, null, null]);
  });
});
