import { expect } from 'vitest';
import type { BackupDownload, BackupJob, RestoreJob } from '../../../shared/schemas/backup';
import type { TestPortal } from './portal';

/**
 * A backup as its JSON file, and a restore of an edited file, through the routes an admin uses: for
 * the tests that check a restore recounts what is kept on write instead of trusting the file.
 */
export async function backupFile(
  portal: TestPortal,
  admin: string,
): Promise<{ data: Record<string, Record<string, unknown>[]> }> {
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

export async function restore(portal: TestPortal, admin: string, file: unknown): Promise<RestoreJob> {
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
