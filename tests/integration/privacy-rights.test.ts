import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as yauzl from 'yauzl';
import { s3 } from '../../functions/commons/s3';
import { privacyMessages } from '../../shared/messages/privacy';
import type { AuditEntry } from '../../shared/schemas/audit';
import type { PrivacyDownload, PrivacyJob, RetentionPage } from '../../shared/schemas/privacy';
import { MINIMAL_PDF } from './support/files';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/**
 * A person's copy and erasure (issue 32 items 4 and 5) against the local stand-ins: the privacy
 * worker finds what names a volunteer or a family by the catalogue, copies it, or erases it.
 */

let portal: TestPortal;
let admin: string;
const m = privacyMessages.privacy;

const dynamo = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

async function upload(token: string, bytes: Buffer, fileName: string) {
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    {
      token,
      body: {
        purpose: 'declaration-receipt',
        fileName,
        contentType: 'application/pdf',
        size: bytes.byteLength,
      },
    },
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

/** A volunteer with a session, a reset link, a declaration with its receipt, a bookkeeping line and a mail suppression. */
async function volunteerWithRecords(lastName: string, iban: string) {
  const unique = randomUUID().slice(0, 6);
  const { user, token } = await signedInUser(portal, admin, {
    firstName: 'Sanne',
    lastName: `${lastName} ${unique}`,
    bankAccount: iban,
  });
  const receipt = await upload(token, MINIMAL_PDF, `bon-${unique}.pdf`);
  const declaration = await created(
    '/api/declarations',
    {
      type: 'expense',
      description: `Schriften ${unique}`,
      amount: '12,40',
      date: todayIso(),
      receiptUploadId: receipt,
    },
    token,
  );
  const fullName = `${user.firstName} ${user.lastName}`;
  const entry = await created('/api/accounting/entries', {
    type: 'outgoing',
    date: todayIso(),
    description: `Terugbetaling ${fullName}`,
    category: 'Vervoerskosten',
    amount: '33.10',
    // Issue 34: the refund is paid to the volunteer's own account.
    payeeName: fullName,
    payeeIban: iban,
  });
  const link = await portal.call('POST', `/api/generate-reset-link/${user.id}`, { token: admin });
  expect(link.status).toBe(200);
  await dynamo().send(
    new PutCommand({
      TableName: `${portal.resourcePrefix}mail`,
      Item: {
        pk: `SUPPRESSED#${String(user.email).toLowerCase()}`,
        sk: 'SUPPRESSED',
        reason: 'bounce',
        at: new Date().toISOString(),
      },
    }),
  );
  return { user, token, fullName, receipt, declaration, entry };
}

const todayIso = () => new Date().toISOString().slice(0, 10);

async function finishedJob(body: Record<string, unknown>) {
  const started = await portal.call<{ jobId: string }>('POST', '/api/privacy/jobs', { token: admin, body });
  expect(started.status, started.text).toBe(202);
  await portal.workDone();
  const job = await portal.call<PrivacyJob>('GET', `/api/privacy/jobs/${started.body.jobId}`, {
    token: admin,
  });
  expect(job.status).toBe(200);
  expect(job.body.status).toBe('done');
  return job.body;
}

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

const objectExists = async (bucket: string, key: string) => {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
};

describe("a person's copy", () => {
  it('holds every entity that names the volunteer, their receipt and a Dutch summary, and nothing of another person', async () => {
    // Prepare
    const person = await volunteerWithRecords('Claes', 'BE25363123456182');
    const other = await volunteerWithRecords('Wouters', 'BE14363123456283');
    const dryRun = await finishedJob({ mode: 'dry-run', subject: { kind: 'volunteer', id: person.user.id } });

    // Act
    const job = await finishedJob({ mode: 'export', subject: { kind: 'volunteer', id: person.user.id } });
    const link = await portal.call<PrivacyDownload>('POST', `/api/privacy/jobs/${job.jobId}/download`, {
      token: admin,
    });
    const download = await fetch(link.body.url);
    const files = await unzip(Buffer.from(await download.arrayBuffer()));

    // Assess: every entity the catalogue finds naming them, except the secrets it never copies.
    const secretEntities = new Set(['accountItems', 'sessionsAndLinks', 'storedAnswers', 'jobs']);
    const expected = [...new Set((dryRun.report ?? []).map((line) => line.entity))]
      .filter((entity) => !secretEntities.has(entity))
      .sort();
    const exported = [...files.keys()]
      .filter((name) => name.startsWith('gegevens/'))
      .map((name) => name.slice('gegevens/'.length, -'.json'.length))
      .sort();
    expect(link.status).toBe(200);
    expect(exported).toEqual(expected);
    expect(exported).toEqual(
      expect.arrayContaining(['profile', 'declarations', 'bookkeeping', 'mailSuppressions', 'uploads']),
    );
    const profile = JSON.parse(String(files.get('gegevens/profile.json')));
    expect(profile[0]).toMatchObject({ id: person.user.id, lastName: person.user.lastName });
    expect(profile[0]).not.toHaveProperty('passwordHash');
    expect([...files.keys()].filter((name) => name.startsWith('bestanden/'))).toHaveLength(1);
    const everything = [...files.entries()]
      .filter(([name]) => name.endsWith('.json'))
      .map(([, body]) => String(body))
      .join('\n');
    expect(everything).not.toContain(other.user.lastName);
    expect(everything).not.toContain(String(other.user.email));
    const pdf = await PDFDocument.load(files.get('samenvatting.pdf') as Buffer);
    expect(pdf.getTitle()).toBe('Kopie van persoonsgegevens');
    const audit = await portal.call<{ items: AuditEntry[] }>(
      'GET',
      '/api/audit?action=personal-data-downloaded',
      {
        token: admin,
      },
    );
    expect(audit.body.items.some((entry) => entry.targetUserId === person.user.id)).toBe(true);
  });
});

describe('erasure', () => {
  it('dry run: says what would be erased, pseudonymised and kept, and why, and changes nothing', async () => {
    // Prepare
    const person = await volunteerWithRecords('Maes', 'BE03363123456384');
    const before = await readTable(portal.resourcePrefix, 'users');

    // Act
    const job = await finishedJob({ mode: 'dry-run', subject: { kind: 'volunteer', id: person.user.id } });

    // Assess
    const lines = job.report ?? [];
    expect(lines).toContainEqual(
      expect.objectContaining({ entity: 'profile', treatment: 'erase', count: 1 }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ entity: 'declarations', treatment: 'erase', count: 1 }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ entity: 'uploads', treatment: 'erase', files: 1 }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        entity: 'bookkeeping',
        treatment: 'pseudonymise',
        reason: m.reasons.bookkeeping,
      }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ entity: 'sessionsAndLinks', treatment: 'erase' }));
    expect(lines).toContainEqual(
      expect.objectContaining({ entity: 'audit', treatment: 'keep', reason: m.reasons.audit }),
    );
    expect(job.notice).toBe(m.backupNotice);
    expect(await readTable(portal.resourcePrefix, 'users')).toEqual(before);
    expect((await portal.call('GET', '/api/auth/me', { token: person.token })).status).toBe(200);
  });

  it('erases the volunteer with their files, sessions, links and mail suppression, pseudonymises the books, and counts it in one audit entry', async () => {
    // Prepare
    const person = await volunteerWithRecords('Jacobs', 'BE89363123456485');
    const other = await volunteerWithRecords('Mertens', 'BE78363123456586');
    const upload = (await readTable(portal.resourcePrefix, 'documents')).find(
      (item) => item.id === person.receipt,
    );
    expect(upload).toBeDefined();
    expect(await objectExists(String(upload?.bucket), String(upload?.key))).toBe(true);

    // Act
    const job = await finishedJob({ mode: 'erase', subject: { kind: 'volunteer', id: person.user.id } });

    // Assess: the account, its sessions and links.
    expect((await portal.call('GET', '/api/auth/me', { token: person.token })).status).toBe(401);
    expect((await portal.call('GET', `/api/users/${person.user.id}`, { token: admin })).status).toBe(404);
    const sessions = await readTable(portal.resourcePrefix, 'sessions');
    expect(sessions.filter((item) => item.gsi1pk === `USER#${person.user.id}`)).toEqual([]);
    expect(sessions.filter((item) => item.gsi1pk === `USER#${other.user.id}`).length).toBeGreaterThan(0);
    // Their declaration and its receipt, file included; the other volunteer's stays.
    const declarations = await readTable(portal.resourcePrefix, 'declarations');
    expect(declarations.filter((item) => item.pk === `DECLARATION#${person.declaration.id}`)).toEqual([]);
    expect(declarations.filter((item) => item.pk === `DECLARATION#${other.declaration.id}`)).toHaveLength(1);
    expect(await objectExists(String(upload?.bucket), String(upload?.key))).toBe(false);
    // The mail suppression.
    const mail = await readTable(portal.resourcePrefix, 'mail');
    expect(
      mail.filter((item) => item.pk === `SUPPRESSED#${String(person.user.email).toLowerCase()}`),
    ).toEqual([]);
    expect(
      mail.filter((item) => item.pk === `SUPPRESSED#${String(other.user.email).toLowerCase()}`),
    ).toHaveLength(1);
    // The books: the name replaced, the amount kept.
    const entry = (await readTable(portal.resourcePrefix, 'accounting')).find(
      (item) => item.pk === `ENTRY#${person.entry.id}` && item.sk === 'ENTRY',
    );
    expect(entry).toMatchObject({
      description: `Terugbetaling ${m.pseudonym.volunteer(person.user.id)}`,
      amountCents: 3310,
    });
    // Nothing of the person left in the tables the erasure may change.
    for (const table of [
      'users',
      'sessions',
      'declarations',
      'mail',
      'accounting',
      'documents',
      'notifications',
      'activity',
    ] as const)
      expect(JSON.stringify(await readTable(portal.resourcePrefix, table))).not.toContain(
        person.user.lastName,
      );
    // The payee of their refund is pseudonymised too; its IBAN stays with the books, which the law
    // keeps (a payment in progress still matches its bank line by it: bank-payment-locks.test.ts).
    expect(entry).toMatchObject({
      payeeName: m.pseudonym.volunteer(person.user.id),
      payeeIban: 'BE89363123456485',
    });
    // One audit entry counting it, naming the pseudonym.
    expect(job.subjectName).toBe(m.pseudonym.volunteer(person.user.id));
    const audit = await portal.call<{ items: AuditEntry[] }>(
      'GET',
      '/api/audit?action=personal-data-erased',
      {
        token: admin,
      },
    );
    const entries = audit.body.items.filter((item) => item.targetUserId === person.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.targetName).toBe(m.pseudonym.volunteer(person.user.id));
    expect(entries[0]?.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining([
        'users.profile',
        'declarations.declarations',
        'accounting.bookkeeping',
        'sessions.sessionsAndLinks',
      ]),
    );
  });

  it('refuses an admin erasing their own account', async () => {
    const me = await portal.call<{ id: number } | { user: { id: number } }>('GET', '/api/auth/me', {
      token: admin,
    });
    const id = 'user' in me.body ? me.body.user.id : me.body.id;

    const answer = await portal.call('POST', '/api/privacy/jobs', {
      token: admin,
      body: { mode: 'erase', subject: { kind: 'volunteer', id } },
    });

    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: m.cannotEraseSelf });
  });
});

describe('retention', () => {
  /** A family whose guidance ended (its last change) two years ago, plus or minus `days`. */
  async function endedFamily(parentName: string, days: number) {
    const family = await created('/api/families', { parentName, childAge: 8, guidanceStatus: 'afgerond' });
    const ended = new Date();
    ended.setUTCFullYear(ended.getUTCFullYear() - 2);
    const endedAt = new Date(ended.getTime() - days * 86_400_000).toISOString();
    await dynamo().send(
      new UpdateCommand({
        TableName: `${portal.resourcePrefix}families`,
        Key: { pk: `FAMILY#${family.id}`, sk: 'FAMILY' },
        UpdateExpression: 'SET updatedAt = :at, endedAt = :at',
        ExpressionAttributeValues: { ':at': endedAt },
      }),
    );
    return family;
  }

  it('lists a family ended 2 years and a day ago, erases it only after confirmation and pseudonymises its bookkeeping lines', async () => {
    // Prepare
    const unique = randomUUID().slice(0, 6);
    const due = await endedFamily(`Nadia Haddad ${unique}`, 1);
    const notYet = await endedFamily(`Eva Smets ${unique}`, -1);
    const entry = await created('/api/accounting/entries', {
      type: 'outgoing',
      date: todayIso(),
      description: `Schoolreis Nadia Haddad ${unique}`,
      category: 'Materialen',
      amount: '18.00',
    });
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');

    // Act: the daily check
    await runRetentionCheck(new Date());
    const listed = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });

    // Assess: listed, with the rules and their reasons, and nothing erased yet
    const ids = listed.body.items.map((item) => item.subject.id);
    expect(ids).toContain(due.id);
    expect(ids).not.toContain(notYet.id);
    expect(listed.body.rules.map((rule) => rule.entity)).toEqual(
      expect.arrayContaining(['families', 'bookkeeping', 'mailLog', 'notifications', 'audit']),
    );
    await portal.workDone();
    expect((await portal.call('GET', `/api/families/${due.id}`, { token: admin })).status).toBe(200);

    // Act: an admin confirms
    const refused = await portal.call('POST', '/api/privacy/retention/confirm', {
      token: admin,
      body: { subjects: [{ kind: 'family', id: notYet.id }] },
    });
    const confirmed = await portal.call<{ jobIds: string[] }>('POST', '/api/privacy/retention/confirm', {
      token: admin,
      body: { subjects: [{ kind: 'family', id: due.id }] },
    });
    await portal.workDone();

    // Assess
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: m.notListed });
    expect((await portal.call('GET', `/api/families/${notYet.id}`, { token: admin })).status).toBe(200);
    expect(confirmed.status).toBe(202);
    expect((await portal.call('GET', `/api/families/${due.id}`, { token: admin })).status).toBe(404);
    const line = (await readTable(portal.resourcePrefix, 'accounting')).find(
      (item) => item.pk === `ENTRY#${entry.id}` && item.sk === 'ENTRY',
    );
    expect(line).toMatchObject({
      description: `Schoolreis ${m.pseudonym.family(due.id)}`,
      amountCents: 1800,
    });
    const job = await portal.call<PrivacyJob>('GET', `/api/privacy/jobs/${confirmed.body.jobIds[0]}`, {
      token: admin,
    });
    expect(job.body).toMatchObject({
      mode: 'erase',
      status: 'done',
      subjectName: m.pseudonym.family(due.id),
    });
    const after = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });
    expect(after.body.items.map((item) => item.subject.id)).not.toContain(due.id);
    const audit = await portal.call<{ items: AuditEntry[] }>(
      'GET',
      '/api/audit?action=personal-data-erased',
      {
        token: admin,
      },
    );
    expect(
      audit.body.items.filter((item) => item.targetType === 'family' && item.targetId === due.id),
    ).toHaveLength(1);
  });
});
