/**
 * Backup and restore at scale (issue 21): a backup of 100,000 items (50,000 families and 50,000
 * declarations, no files) and a restore of that file into emptied tables each take ≤ 60 s here; a
 * second restore of the same file changes nothing. Peak RSS of the process (the local stack with the
 * worker in it) is reported. Runs in a process of its own (it starts the local stack).
 * Alone: `tsx tests/bench/backup.ts`.
 */
import { BACKUP_CONTENT_TYPES } from '../../shared/schemas/backup';
import { bulkLoader } from './support/bulk-load';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { type BenchPortal, forEachLimited, startBenchPortal } from './support/local-portal';
import { type BenchRow, round, type Suite } from './support/report';

const SUITE = 'backup';
export const SECONDS_BUDGET = 60;
const PER_TABLE = 50_000;
const POLL_MS = 250;

const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

type Job = {
  status: string;
  done: number;
  total: number;
  downloadUrl?: string;
  entities?: unknown[];
  error?: string;
};

async function waitFor(portal: BenchPortal, path: string): Promise<Job> {
  for (;;) {
    const job = (await portal.expect(200, 'GET', path, { token: portal.adminToken })) as Job;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { seconds: (performance.now() - started) / 1000, result };
}

async function emptyTables(tables: readonly string[]) {
  const { BatchWriteCommand, ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/commons/dynamo');
  const { tableName } = await import('../../functions/repositories/table');
  for (const table of tables) {
    const name = tableName(table as 'families');
    const keys: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new ScanCommand({ TableName: name, ExclusiveStartKey: startKey, ProjectionExpression: 'pk, sk' }),
      );
      keys.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    await forEachLimited(Math.ceil(keys.length / 25), 4, async (batch) => {
      let pending: Record<string, { DeleteRequest: { Key: Record<string, unknown> } }[]> | undefined = {
        [name]: keys.slice(batch * 25, batch * 25 + 25).map((Key) => ({ DeleteRequest: { Key } })),
      };
      while (pending && (pending[name]?.length ?? 0) > 0) {
        const result = await dynamo.send(new BatchWriteCommand({ RequestItems: pending }));
        pending = result.UnprocessedItems as typeof pending;
      }
    });
  }
}

async function uploadRestoreFile(portal: BenchPortal, bytes: Uint8Array) {
  const presigned = (await portal.expect(201, 'POST', '/api/uploads', {
    token: portal.adminToken,
    body: {
      purpose: 'restore',
      fileName: 'backup.json',
      contentType: BACKUP_CONTENT_TYPES.json,
      size: bytes.byteLength,
    },
  })) as { uploadId: string; url: string; headers: Record<string, string> };
  const put = await fetch(presigned.url, {
    method: 'PUT',
    headers: presigned.headers,
    body: new Uint8Array(bytes),
  });
  if (!put.ok) throw new Error(`upload answered ${put.status}`);
  await portal.expect(200, 'POST', `/api/uploads/${presigned.uploadId}/confirm`, {
    token: portal.adminToken,
  });
  return presigned.uploadId;
}

async function measureInThisProcess(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  try {
    progress(`loading ${(2 * PER_TABLE).toLocaleString('en')} items`);
    const loader = await bulkLoader();
    const indexes = Array.from({ length: PER_TABLE }, (_, index) => index);
    await loader.families(indexes);
    await loader.declarations(indexes);

    progress('backing up');
    const backup = await timed(async () => {
      const started = (await portal.expect(202, 'POST', '/api/backup', {
        token: portal.adminToken,
        body: { withFiles: false },
      })) as { jobId: string };
      return waitFor(portal, `/api/backup/${started.jobId}`);
    });
    if (backup.result.status !== 'done' || !backup.result.downloadUrl) throw new Error('the backup failed');
    const file = new Uint8Array(await (await fetch(backup.result.downloadUrl)).arrayBuffer());
    const items = backup.result.total;

    progress('emptying the tables');
    await emptyTables(['families', 'declarations']);
    const uploadId = await uploadRestoreFile(portal, file);

    const restoreOnce = () =>
      timed(async () => {
        const started = (await portal.expect(202, 'POST', '/api/restore', {
          token: portal.adminToken,
          body: { uploadId },
        })) as { jobId: string };
        return waitFor(portal, `/api/restore/${started.jobId}`);
      });
    progress('restoring');
    const restore = await restoreOnce();
    if (restore.result.status !== 'done') throw new Error(`the restore failed: ${restore.result.error}`);
    progress('restoring again');
    const again = await restoreOnce();
    const peakRss = process.resourceUsage().maxRSS * 1024;

    const label = `${items.toLocaleString('en')} items`;
    return [
      {
        suite: SUITE,
        measure: `backup of ${label} (${round(file.byteLength / 1024 / 1024, 1)} MB JSON, no files)`,
        value: round(backup.seconds, 1),
        unit: 's',
        target: SECONDS_BUDGET,
      },
      {
        suite: SUITE,
        measure: `restore of ${label} into emptied tables`,
        value: round(restore.seconds, 1),
        unit: 's',
        target: SECONDS_BUDGET,
      },
      {
        suite: SUITE,
        measure: `second restore of the same file (changes nothing): ${label}`,
        value: round(again.seconds, 1),
        unit: 's',
        target: SECONDS_BUDGET,
      },
      {
        suite: SUITE,
        measure: 'peak RSS of the process (local stack, API and worker)',
        value: round(peakRss / 1024 / 1024, 0),
        unit: 'MB',
      },
    ];
  } finally {
    await portal.stop();
  }
}

export const backupSuite: Suite = { name: SUITE, run: () => rowsFromChildProcess(import.meta.url) };

runIfMain(import.meta.url, measureInThisProcess);
