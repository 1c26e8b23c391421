/**
 * Backup and restore at scale (issue 21): a backup of 100,000 items (50,000 families and 50,000
 * declarations, no files) and a restore of that file into emptied tables each take ≤ 60 s here; a
 * second restore of the same file changes nothing. Peak RSS of the process (the local stack with the
 * worker in it) is reported. Runs in a process of its own (it starts the local stack).
 * Alone: `tsx tests/bench/backup.ts`.
 */
import { BACKUP_CONTENT_TYPES } from '../../shared/schemas/backup';
import { bulkLoader, FIRST_BULK_ID } from './support/bulk-load';
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
  entities?: unknown[];
  error?: string;
};

/**
 * Polls a job until it ends; a poll the overloaded stand-in answers with a 5xx, or whose kept-alive
 * connection the local API closed meanwhile (ECONNRESET: the worker in the same process held the event
 * loop while parsing the file), is tried again (at most 5 in a row).
 */
async function waitFor(portal: BenchPortal, path: string): Promise<Job> {
  let failures = 0;
  for (;;) {
    const answer = await portal.call('GET', path, { token: portal.adminToken }).catch((error: unknown) => {
      if (failures >= 5) throw error;
      return { status: 599, body: null, text: String(error) };
    });
    if (answer.status >= 500 && failures < 5) failures += 1;
    else if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text}`);
    else {
      failures = 0;
      const job = answer.body as Job;
      if (job.status === 'done' || job.status === 'failed') return job;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { seconds: (performance.now() - started) / 1000, result };
}

/** Deletes the bulk-loaded families and declarations by key, so the restore adds every one of them. */
async function deleteLoadedItems(count: number) {
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/commons/dynamo');
  const { tableName } = await import('../../functions/repositories/table');
  const { familyKey } = await import('../../functions/repositories/keys/families');
  const { declarationKey } = await import('../../functions/repositories/keys/declarations');
  for (const [name, keyOf] of [
    [tableName('families'), familyKey],
    [tableName('declarations'), declarationKey],
  ] as const) {
    await forEachLimited(Math.ceil(count / 25), 4, async (batch) => {
      const ids = Array.from(
        { length: Math.min(25, count - batch * 25) },
        (_, offset) => FIRST_BULK_ID + batch * 25 + offset,
      );
      let pending: Record<string, { DeleteRequest: { Key: Record<string, unknown> } }[]> | undefined = {
        [name]: ids.map((id) => ({ DeleteRequest: { Key: keyOf(id) } })),
      };
      for (let attempt = 0; pending && (pending[name]?.length ?? 0) > 0; attempt += 1) {
        if (attempt > 10) throw new Error('DynamoDB Local kept deletes unprocessed');
        try {
          const result = await dynamo.send(new BatchWriteCommand({ RequestItems: pending }));
          pending = result.UnprocessedItems as typeof pending;
        } catch (error) {
          if ((error as { name?: string }).name !== 'TimeoutError') throw error;
        }
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
      return { ...(await waitFor(portal, `/api/backup/${started.jobId}`)), jobId: started.jobId };
    });
    if (backup.result.status !== 'done') throw new Error('the backup failed');
    progress(`backup done in ${round(backup.seconds, 1)} s`);
    const link = (await portal.expect(200, 'POST', `/api/backup/${backup.result.jobId}/download`, {
      token: portal.adminToken,
    })) as { url: string };
    const file = new Uint8Array(await (await fetch(link.url)).arrayBuffer());
    const items = backup.result.total;

    progress('emptying the tables');
    await deleteLoadedItems(PER_TABLE);
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
    progress(`restore done in ${round(restore.seconds, 1)} s`);
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
