/**
 * Backup and restore at scale (issues 21 and 40), judged against floors measured in the same run on
 * the same data, so the figures hold on a shared machine: a restore into emptied tables takes ≤ 1.3 ×
 * writing the same items with plain BatchWriteItem calls (25 per call, the restore's 16 at a time)
 * into the same emptied tables; a second restore of the same file (it changes nothing) ≤ 0.6 × that
 * floor; a backup ≤ 1.3 × a plain Scan of the same tables, all of them at the same time (pages of
 * 1,000 items, like the backup). Each ratio row prints its floor and the machine's load. The ratios
 * do not depend on the size (two sizes are measured, the same ratios come out), so the full run
 * measures 10,000 and 50,000 items (families and declarations, half each) and `--quick` only the
 * 10,000. Peak RSS of the process (the local stack with the worker in it) is reported.
 * Runs in a process of its own (it starts the local stack). Alone: `tsx tests/bench/backup.ts`.
 */
import type { BatchWriteCommandInput, BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { BACKUP_SOURCE_TABLES } from '../../shared/backup-tables';
import { BACKUP_CONTENT_TYPES } from '../../shared/schemas/backup';
import { bulkLoader, declarationRecord, FIRST_BULK_ID, familyRecord } from './support/bulk-load';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { type BenchPortal, forEachLimited, startBenchPortal } from './support/local-portal';
import { type BenchRow, isQuick, machineLoad, round, type Suite } from './support/report';
import { median } from './support/stats';

const SUITE = 'backup';
/** Restore into emptied tables ÷ the same items written with plain BatchWriteItem. */
export const RESTORE_FLOOR_RATIO_BUDGET = 1.3;
/** Second restore of the same file (changes nothing) ÷ the same floor. */
export const SECOND_RESTORE_FLOOR_RATIO_BUDGET = 0.6;
/** Backup ÷ a plain parallel Scan of the same tables. */
export const BACKUP_FLOOR_RATIO_BUDGET = 1.3;
/** Families and declarations each (so twice this many items), smallest first. */
const SIZES_PER_TABLE = [5_000, 25_000];
/** The restore's own parallelism (run-restore.ts): its floor writes as many batches at a time. */
const RESTORE_PARALLEL_BATCHES = 16;
const SCAN_PAGE_ITEMS = 1000;
/** Backups per size, each between two floors; the median ratio is the row. */
const BACKUP_ROUNDS = 3;
const POLL_MS = 250;

const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

type Job = {
  status: string;
  done: number;
  total: number;
  createdAt: string;
  startedAt?: string;
  finishedAt: string | null;
  entities?: unknown[];
  error?: string;
};

/**
 * A job's own time: from its creation by the request to the worker's last write, both stamped by the
 * server, so the bench's polling interval does not count.
 */
const jobSeconds = (job: Job) => (Date.parse(job.finishedAt ?? '') - Date.parse(job.createdAt)) / 1000;

/**
 * A backup's own time: from the worker taking the job (its first stamp, before it reads the job) to its
 * last write. Its floor is timed the same way, from its first Scan to its last page: neither holds the
 * request that records the job nor the local queue's delivery delay (RECEIVE_DELAY_MS in
 * infra/local/work-queues.ts, 100 ms, a tenth of a 10,000-item backup), which are not the backup's work.
 */
const workerSeconds = (job: Job) => {
  if (!job.startedAt) throw new Error('the backup job has no startedAt stamp');
  return (Date.parse(job.finishedAt ?? '') - Date.parse(job.startedAt)) / 1000;
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

/** The bulk-loaded families and declarations as they are stored (the same items the backup holds). */
async function storedItems(count: number) {
  const { familyItem, familyRecordSchema } = await import('../../functions/repositories/families');
  const { declarationItem, declarationRecordSchema } = await import(
    '../../functions/repositories/declarations'
  );
  const now = Date.now();
  const indexes = Array.from({ length: count }, (_, index) => index);
  return {
    families: indexes.map((index) =>
      familyItem(familyRecordSchema.parse(familyRecord(FIRST_BULK_ID + index, index, now))),
    ),
    declarations: indexes.map((index) =>
      declarationItem(declarationRecordSchema.parse(declarationRecord(FIRST_BULK_ID + index, index, now))),
    ),
  };
}

/** The restore's floor: the same items put with plain BatchWriteItem, 25 per call, 16 calls at a time. */
async function plainBatchWrites(tables: Record<'families' | 'declarations', Record<string, unknown>[]>) {
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/commons/dynamo');
  const { quiet, tableName } = await import('../../functions/repositories/table');
  const batches = Object.entries(tables).flatMap(([table, items]) =>
    Array.from({ length: Math.ceil(items.length / 25) }, (_, index) => ({
      table: tableName(table as 'families' | 'declarations'),
      items: items.slice(index * 25, index * 25 + 25),
    })),
  );
  const started = performance.now();
  await forEachLimited(batches.length, RESTORE_PARALLEL_BATCHES, async (index) => {
    const batch = batches[index];
    if (!batch) return;
    let pending: BatchWriteCommandInput['RequestItems'] = {
      [batch.table]: batch.items.map((Item) => ({ PutRequest: { Item } })),
    };
    for (let attempt = 0; pending && (pending[batch.table]?.length ?? 0) > 0; attempt += 1) {
      if (attempt > 10) throw new Error('DynamoDB Local kept items unprocessed');
      const result: BatchWriteCommandOutput = await dynamo.send(
        quiet(new BatchWriteCommand({ RequestItems: pending })),
      );
      pending = result.UnprocessedItems;
    }
  });
  return (performance.now() - started) / 1000;
}

/** The backup's floor: every table of the backup scanned at the same time, pages of 1,000, items discarded. */
async function plainParallelScan() {
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/commons/dynamo');
  const { quiet, tableName } = await import('../../functions/repositories/table');
  const started = performance.now();
  let items = 0;
  await Promise.all(
    BACKUP_SOURCE_TABLES.map(async (table) => {
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await dynamo.send(
          quiet(
            new ScanCommand({
              TableName: tableName(table),
              ExclusiveStartKey: startKey,
              ConsistentRead: true,
              Limit: SCAN_PAGE_ITEMS,
            }),
          ),
        );
        items += page.Items?.length ?? 0;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
    }),
  );
  return { seconds: (performance.now() - started) / 1000, items };
}

/** A backup without files through the job; its own time (workerSeconds), and the time since the request (jobSeconds). */
async function backUp(portal: BenchPortal) {
  const started = (await portal.expect(202, 'POST', '/api/backup', {
    token: portal.adminToken,
    body: { withFiles: false },
  })) as { jobId: string };
  const job = await waitFor(portal, `/api/backup/${started.jobId}`);
  if (job.status !== 'done') throw new Error(`the backup failed: ${job.error}`);
  return { job, jobId: started.jobId, seconds: workerSeconds(job), sinceRequest: jobSeconds(job) };
}

async function downloadBackup(portal: BenchPortal, jobId: string) {
  const link = (await portal.expect(200, 'POST', `/api/backup/${jobId}/download`, {
    token: portal.adminToken,
  })) as { url: string };
  return new Uint8Array(await (await fetch(link.url)).arrayBuffer());
}

/** A restore of an uploaded file through the job; its own time (jobSeconds). */
async function restoreFile(portal: BenchPortal, uploadId: string) {
  const started = (await portal.expect(202, 'POST', '/api/restore', {
    token: portal.adminToken,
    body: { uploadId },
  })) as { jobId: string };
  const job = await waitFor(portal, `/api/restore/${started.jobId}`);
  if (job.status !== 'done') throw new Error(`the restore failed: ${job.error}`);
  return { job, seconds: jobSeconds(job) };
}

/**
 * One backup and restore of the nearly empty installation before anything is measured, so the
 * workers' first imports (a cold start, which a Lambda pays once per container) are not in a ratio.
 */
async function warmUp(portal: BenchPortal) {
  progress('warming up the backup and restore workers');
  const { jobId } = await backUp(portal);
  await restoreFile(portal, await uploadRestoreFile(portal, await downloadBackup(portal, jobId)));
}

type SizeFigures = {
  items: number;
  fileMb: number;
  backup: number;
  backupSinceRequest: number;
  ratio: number;
  ratios: number[];
  floors: number[];
  restore: number;
  again: number;
  writeFloor: number;
  loads: string[];
};

async function measureSize(portal: BenchPortal, perTable: number): Promise<SizeFigures> {
  progress(`loading ${(2 * perTable).toLocaleString('en')} items`);
  const loader = await bulkLoader();
  const indexes = Array.from({ length: perTable }, (_, index) => index);
  await loader.families(indexes);
  await loader.declarations(indexes);
  const loads = [machineLoad()];

  // Three backups, each between two floors and judged against their mean (as the export is): on a
  // shared machine one backup and one floor each meet a different neighbour.
  progress("scanning (the backup's floor)");
  const floors = [(await plainParallelScan()).seconds];
  const backups: Awaited<ReturnType<typeof backUp>>[] = [];
  const ratios: number[] = [];
  for (let pass = 0; pass < BACKUP_ROUNDS; pass += 1) {
    progress(`backing up (${pass + 1} of ${BACKUP_ROUNDS})`);
    const each = await backUp(portal);
    floors.push((await plainParallelScan()).seconds);
    const around = ((floors.at(-2) ?? 0) + (floors.at(-1) ?? 0)) / 2;
    backups.push(each);
    ratios.push(each.seconds / around);
  }
  const middle = ratios.indexOf(median(ratios));
  const backup = backups[middle] ?? backups[0];
  if (!backup) throw new Error('no backup was made');
  progress(`backups done in ${backups.map((each) => round(each.seconds, 2)).join(', ')} s`);
  const file = await downloadBackup(portal, backup.jobId);
  const uploadId = await uploadRestoreFile(portal, file);

  progress("writing the same items with plain BatchWriteItem (the restore's floor)");
  const items = await storedItems(perTable);
  await deleteLoadedItems(perTable);
  const writeFloor = await plainBatchWrites(items);
  await deleteLoadedItems(perTable);
  loads.push(machineLoad());

  progress('restoring');
  const restore = await restoreFile(portal, uploadId);
  progress(`restore done in ${round(restore.seconds, 1)} s`);
  progress('restoring again');
  const again = await restoreFile(portal, uploadId);
  loads.push(machineLoad());
  // The next size starts from tables without these items.
  await deleteLoadedItems(perTable);
  return {
    items: backup.job.total,
    fileMb: file.byteLength / 1024 / 1024,
    backup: backup.seconds,
    backupSinceRequest: backup.sinceRequest,
    ratio: median(ratios),
    ratios,
    floors,
    restore: restore.seconds,
    again: again.seconds,
    writeFloor,
    loads,
  };
}

async function measureInThisProcess(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  try {
    await warmUp(portal);
    const sizes = isQuick() ? SIZES_PER_TABLE.slice(0, 1) : SIZES_PER_TABLE;
    const rows: BenchRow[] = [];
    for (const perTable of sizes) {
      const figures = await measureSize(portal, perTable);
      const label = `${figures.items.toLocaleString('en')} items`;
      const load = `${figures.loads[0]} → ${figures.loads.at(-1)}`;
      rows.push(
        {
          suite: SUITE,
          measure: `backup of ${label} (${round(figures.fileMb, 1)} MB JSON, no files), from the worker's start, ÷ its floor, a plain parallel Scan of the same tables, the mean of the scans before and after it: median of ${BACKUP_ROUNDS} (${figures.ratios.map((each) => round(each, 2)).join(', ')}; the median's backup ${round(figures.backup, 2)} s, ${round(figures.backupSinceRequest, 2)} s from the request; scans ${figures.floors.map((each) => round(each, 2)).join(', ')} s; ${load})`,
          value: round(figures.ratio, 2),
          unit: '×',
          target: BACKUP_FLOOR_RATIO_BUDGET,
        },
        {
          suite: SUITE,
          measure: `restore of ${label} into emptied tables ÷ its floor, the same items with plain BatchWriteItem, 25 per call, ${RESTORE_PARALLEL_BATCHES} at a time (${round(figures.restore, 1)} s ÷ ${round(figures.writeFloor, 1)} s; ${load})`,
          value: round(figures.restore / figures.writeFloor, 2),
          unit: '×',
          target: RESTORE_FLOOR_RATIO_BUDGET,
        },
        {
          suite: SUITE,
          measure: `second restore of the same file (changes nothing) ÷ the same floor: ${label} (${round(figures.again, 1)} s ÷ ${round(figures.writeFloor, 1)} s)`,
          value: round(figures.again / figures.writeFloor, 2),
          unit: '×',
          target: SECOND_RESTORE_FLOOR_RATIO_BUDGET,
        },
      );
    }
    rows.push({
      suite: SUITE,
      measure: 'peak RSS of the process (local stack, API and worker)',
      value: round((process.resourceUsage().maxRSS * 1024) / 1024 / 1024, 0),
      unit: 'MB',
    });
    return rows;
  } finally {
    await portal.stop();
  }
}

export const backupSuite: Suite = { name: SUITE, run: () => rowsFromChildProcess(import.meta.url) };

runIfMain(import.meta.url, measureInThisProcess);
