import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBrussels } from '../../shared/format/dates';
import type { BackupDownload, BackupJob, RestoreJob } from '../../shared/schemas/backup';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/**
 * The volunteer-law counters and the allowance register after a restore (issue 31): counted again
 * from the approved allowances then stored, never taken from the file, which could otherwise lower a
 * volunteer's year total and let later approvals pass the legal ceiling. The regime and what other
 * organisations pay, which no declaration tells, come from the file.
 */

let portal: TestPortal;
let admin: string;
let coordinator: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  coordinator = (await signedInUser(portal, admin, { role: 'coordinator' })).token;
});
afterAll(() => portal.stop());

async function backupFile(): Promise<{ data: Record<string, Record<string, unknown>[]> }> {
  const started = await portal.call<{ jobId: string }>('POST', '/api/backup', {
    token: admin,
    body: { withFiles: false },
  });
  await portal.workDone();
  const job = await portal.call<BackupJob>('GET', `/api/backup/${started.body.jobId}`, { token: admin });
  expect(job.body.status).toBe('done');
  const link = await portal.call<BackupDownload>('POST', `/api/backup/${started.body.jobId}/download`, {
    token: admin,
  });
  return JSON.parse(Buffer.from(await (await fetch(link.body.url)).arrayBuffer()).toString('utf8'));
}

async function restore(file: unknown): Promise<RestoreJob> {
  const bytes = Buffer.from(JSON.stringify(file));
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    {
      token: admin,
      body: {
        purpose: 'restore',
        fileName: 'bijgewerkt.json',
        contentType: 'application/json',
        size: bytes.byteLength,
      },
    },
  );
  await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(bytes),
  });
  await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, { token: admin });
  // An edited file has no valid MAC any more: restoring it takes the explicit confirmation.
  const started = await portal.call<{ jobId: string }>('POST', '/api/restore', {
    token: admin,
    body: { uploadId: presigned.body.uploadId, acceptForeignFile: true },
  });
  expect(started.status).toBe(202);
  await portal.workDone();
  return (await portal.call<RestoreJob>('GET', `/api/restore/${started.body.jobId}`, { token: admin })).body;
}

type Totals = { regime: string; otherOrganisationsAmount: string; allowanceTotal: string; version: number };

describe('the volunteer-law counters after a restore', () => {
  it('recounts the year and the register from the approved allowances instead of trusting the file', async () => {
    // Prepare: a flat-rate volunteer with one approved allowance of € 20 today, in the backup
    const { user: volunteer, token } = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    const today = todayInBrussels(new Date());
    const year = Number(today.slice(0, 4));
    const lawPath = `/api/users/${volunteer.id}/volunteer-law/${year}`;
    const before = await portal.call<Totals>('GET', lawPath, { token: admin });
    const regime = await portal.call('PUT', lawPath, {
      token: admin,
      body: { regime: 'flat', otherOrganisationsAmount: '100', expectedVersion: before.body.version },
    });
    expect(regime.status).toBe(200);
    const declared = await portal.call<{ id: number; version: number }>('POST', '/api/declarations', {
      token,
      body: { type: 'allowance', description: 'Huiswerkbegeleiding', date: today, amount: '20' },
    });
    expect(declared.status).toBe(201);
    const approved = await portal.call('PATCH', `/api/declarations/${declared.body.id}/status`, {
      token: coordinator,
      body: { status: 'approved', expectedVersion: declared.body.version },
    });
    expect(approved.status).toBe(200);
    const file = await backupFile();

    // The file lowers the year's counters to nothing, drops the allowance's register line and adds one
    // for a declaration that does not exist.
    const records = Object.values(file.data).flat();
    const lawItem = records.find((item) => item.pk === `LAW#${volunteer.id}#${year}` && item.sk === 'LAW');
    expect(lawItem).toMatchObject({ allowanceCents: 2000, allowanceCount: 1 });
    Object.assign(lawItem ?? {}, { allowanceCents: 0, allowanceCount: 0, [`day#${today}`]: 0 });
    const linePrefix = `LINE#${String(volunteer.id).padStart(10, '0')}#`;
    for (const items of Object.values(file.data)) {
      const line = items.findIndex(
        (item) => item.pk === `REGISTER#${year}` && String(item.sk).startsWith(linePrefix),
      );
      if (line >= 0) {
        const [real] = items.splice(line, 1);
        items.push({
          ...real,
          sk: `${linePrefix}${today}#9999999999`,
          declarationId: 9_999_999_999,
          allowanceCents: 500,
        });
      }
    }

    // Act
    const job = await restore(file);
    const after = await portal.call<Totals>('GET', lawPath, { token: admin });

    // Assess: the year counts the approved € 20 again, with the file's regime and other amount
    expect(job.status).toBe('done');
    expect(after.body).toMatchObject({
      regime: 'flat',
      otherOrganisationsAmount: '100.00',
      allowanceTotal: '20.00',
    });
    const lines = (await readTable(portal.resourcePrefix, 'declarations')).filter(
      (item) => item.pk === `REGISTER#${year}` && String(item.sk).startsWith(linePrefix),
    );
    expect(lines.map((line) => [line.declarationId, line.allowanceCents])).toEqual([
      [declared.body.id, 2000],
    ]);
    const total = (await readTable(portal.resourcePrefix, 'declarations')).find(
      (item) => item.pk === `REGISTER#${year}` && item.sk === 'TOTAL',
    );
    const approvedLines = (await readTable(portal.resourcePrefix, 'declarations')).filter(
      (item) => item.pk === `REGISTER#${year}` && String(item.sk).startsWith('LINE#'),
    );
    expect(total?.lineCount).toBe(approvedLines.length);
    expect(total?.allowanceCents).toBe(
      approvedLines.reduce((sum, line) => sum + Number(line.allowanceCents), 0),
    );
  });
});
