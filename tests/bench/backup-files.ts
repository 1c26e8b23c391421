/**
 * Backup and restore "met bestanden" keep memory flat (issue 21): the zip is streamed to S3 (multipart)
 * with each stored object piped through, and a restore reads the zip's entries by range from S3. The
 * bench stores a small and a large set of incompressible objects, makes an encrypted and a plain backup
 * with files of each, empties the bucket and restores, and reports the peak of the memory the process
 * holds (V8 heap + Buffers) above its level before each job, sampled every 25 ms, and its peak RSS. Were the zip held in memory, the large set would add its
 * size (and a copy) to the peak; streamed, both sets peak at about the same height.
 * Alone: `tsx tests/bench/backup-files.ts`.
 */
import { randomBytes } from 'node:crypto';
import { BACKUP_CONTENT_TYPES } from '../../shared/schemas/backup';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { type BenchPortal, startBenchPortal } from './support/local-portal';
import { type BenchRow, round, type Suite } from './support/report';

const SUITE = 'backup-files';
const OBJECT_BYTES = 4 * 1024 * 1024;
const SETS = [
  { label: 'small', objects: 5 },
  { label: 'large', objects: 40 },
] as const;
const POLL_MS = 100;
const MB = 1024 * 1024;

const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

type Job = { status: string; error?: string; files?: { added: number } | null };

async function waitFor(portal: BenchPortal, path: string): Promise<Job> {
  for (;;) {
    const answer = await portal.call('GET', path, { token: portal.adminToken });
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text}`);
    const job = answer.body as Job;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** What the process holds: V8's heap and the memory outside it (Buffers), not pages it keeps from before. */
const held = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

/**
 * Runs `work` and returns its result with the peak of held memory (heap and Buffers) above the level
 * when it started, and the process's peak RSS, in MB.
 */
async function peakAbove<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number; rssMb: number; seconds: number }> {
  globalThis.gc?.();
  const base = held();
  let peak = base;
  let rss = process.memoryUsage().rss;
  const sample = () => {
    peak = Math.max(peak, held());
    rss = Math.max(rss, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, 25);
  const started = performance.now();
  try {
    const result = await work();
    sample();
    return {
      result,
      peakMb: (peak - base) / MB,
      rssMb: rss / MB,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    clearInterval(timer);
  }
}

async function measureInThisProcess(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  const { s3 } = await import('../../functions/commons/s3');
  const { bucketName } = await import('../../functions/storage/buckets');
  const { CopyObjectCommand, DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } = await import(
    '@aws-sdk/client-s3'
  );
  const { objectSize } = await import('../../functions/storage/backup-objects');
  const files = bucketName('files');
  const emptyFiles = async () => {
    for (;;) {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: files }));
      const keys = (listed.Contents ?? []).map((object) => String(object.Key));
      if (keys.length === 0) return;
      for (const key of keys) await s3.send(new DeleteObjectCommand({ Bucket: files, Key: key }));
    }
  };
  const rows: BenchRow[] = [];
  try {
    for (const set of SETS) {
      await emptyFiles();
      const totalMb = (set.objects * OBJECT_BYTES) / MB;
      progress(`storing ${set.objects} objects (${totalMb} MB)`);
      for (let index = 0; index < set.objects; index += 1)
        await s3.send(
          new PutObjectCommand({
            Bucket: files,
            Key: `bench/object-${index}.bin`,
            Body: randomBytes(OBJECT_BYTES),
            ContentType: 'application/octet-stream',
          }),
        );
      for (const encrypted of [false, true]) {
        const kind = `${encrypted ? 'encrypted ' : ''}backup with ${totalMb} MB of files`;
        progress(kind);
        const passphrase = encrypted ? 'Lange-Geheime-Zin-2026' : undefined;
        const backup = await peakAbove(async () => {
          const started = (await portal.expect(202, 'POST', '/api/backup', {
            token: portal.adminToken,
            body: { withFiles: true, ...(passphrase ? { passphrase } : {}) },
          })) as { jobId: string };
          return { ...(await waitFor(portal, `/api/backup/${started.jobId}`)), jobId: started.jobId };
        });
        if (backup.result.status !== 'done') throw new Error(`the backup failed: ${backup.result.error}`);
        const link = (await portal.expect(200, 'POST', `/api/backup/${backup.result.jobId}/download`, {
          token: portal.adminToken,
        })) as { url: string };
        // The file goes from the backups bucket to the restore upload by a copy inside S3: the bench
        // process never holds it, so what it measures is the portal's jobs alone.
        const backupKey = decodeURIComponent(new URL(link.url).pathname).split('/').slice(2).join('/');
        const size = await objectSize(bucketName('backups'), backupKey);
        await emptyFiles();
        const contentType = encrypted ? BACKUP_CONTENT_TYPES.encrypted : BACKUP_CONTENT_TYPES.zip;
        const presigned = (await portal.expect(201, 'POST', '/api/uploads', {
          token: portal.adminToken,
          body: { purpose: 'restore', fileName: 'backup.zip', contentType, size },
        })) as { uploadId: string; url: string; headers: Record<string, string> };
        const uploadKey = decodeURIComponent(new URL(presigned.url).pathname).split('/').slice(2).join('/');
        await s3.send(
          new CopyObjectCommand({
            Bucket: files,
            Key: uploadKey,
            CopySource: `${bucketName('backups')}/${encodeURI(backupKey)}`,
            ContentType: contentType,
          }),
        );
        await portal.expect(200, 'POST', `/api/uploads/${presigned.uploadId}/confirm`, {
          token: portal.adminToken,
        });
        const restore = await peakAbove(async () => {
          const started = (await portal.expect(202, 'POST', '/api/restore', {
            token: portal.adminToken,
            body: { uploadId: presigned.uploadId, ...(passphrase ? { passphrase } : {}) },
          })) as { jobId: string };
          return waitFor(portal, `/api/restore/${started.jobId}`);
        });
        if (restore.result.status !== 'done' || restore.result.files?.added !== set.objects)
          throw new Error(`the restore failed: ${JSON.stringify(restore.result).slice(0, 300)}`);
        rows.push(
          {
            suite: SUITE,
            measure: `${kind}: peak memory held above the start, heap + buffers (${round(backup.seconds, 1)} s; process peak RSS ${round(backup.rssMb, 0)} MB)`,
            value: round(backup.peakMb, 0),
            unit: 'MB',
          },
          {
            suite: SUITE,
            measure: `restore of that ${encrypted ? 'encrypted ' : ''}zip: peak memory held above the start (${round(restore.seconds, 1)} s; process peak RSS ${round(restore.rssMb, 0)} MB)`,
            value: round(restore.peakMb, 0),
            unit: 'MB',
          },
        );
      }
    }
    return rows;
  } finally {
    await portal.stop();
  }
}

export const backupFilesSuite: Suite = { name: SUITE, run: () => rowsFromChildProcess(import.meta.url) };

runIfMain(import.meta.url, measureInThisProcess);
