/**
 * Whether listing a drive folder stays as fast when the folder and the table grow, because the
 * listing is one Query on the folder's partition of the byParent index: p50 of the first page (20
 * documents) of GET /api/documents?folderId= over HTTP for a folder holding 20 documents, and for a
 * folder holding 2,000 in a table of 50,000 documents. Both answers hold 20 documents, so only the
 * query's own cost could differ. Budget: at most 1.5 ×.
 *
 * Documents are written in bulk in the repository's own item shape (documentItem). Runs in a process
 * of its own (it starts the local stack). Alone: `tsx tests/bench/drive-latency.ts`.
 */
import type { BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DocumentRecord } from '../../functions/repositories/drive';
import { FIRST_BULK_ID } from './support/bulk-load';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { forEachLimited, startBenchPortal } from './support/local-portal';
import { type BenchRow, round, type Suite } from './support/report';
import { elapsedMs, median } from './support/stats';

const SUITE = 'drive folder listing';
export const DRIVE_LISTING_GROWTH_BUDGET = 1.5;
const SIZES = { smallFolder: 20, largeFolder: 2_000, table: 50_000 } as const;
const OTHER_FOLDERS = 24;
const PAGE = 20;
const WARM_UP_REQUESTS = 300;
const MEASURED_REQUESTS = 300;
const BATCH = 25;

const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

function documentRecord(index: number, folderId: number): DocumentRecord {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
  return {
    id: FIRST_BULK_ID + index,
    folderId,
    name: `Document ${index}.pdf`,
    fileSize: 1_000 + (index % 500),
    contentType: 'application/pdf',
    uploadedBy: 1,
    description: '',
    uploadId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    bucket: 'bench',
    key: `drive-document/${index}`,
    createdAt,
    version: 1,
  };
}

async function measureInThisProcess(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  try {
    // Only now does the environment name the stack's tables and endpoints.
    const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('../../functions/commons/dynamo');
    const { tableName } = await import('../../functions/repositories/table');
    const { documentItem } = await import('../../functions/repositories/drive');
    const table = tableName('documents');

    const newFolder = async (name: string) => {
      const answer = await portal.call('POST', '/api/documents/folders', {
        token: portal.adminToken,
        body: { name, accessLevel: 'public' },
      });
      if (answer.status !== 201) throw new Error(`POST /api/documents/folders answered ${answer.status}`);
      return Number((answer.body as { id: number }).id);
    };
    const small = await newFolder('Klein');
    const large = await newFolder('Groot');
    const others: number[] = [];
    for (let index = 0; index < OTHER_FOLDERS; index += 1) others.push(await newFolder(`Map ${index}`));

    const writeBatch = async (input: BatchWriteCommandInput) => {
      let pending = input.RequestItems;
      for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt += 1) {
        if (attempt > 10) throw new Error('DynamoDB Local kept items unprocessed');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        try {
          pending = (await dynamo.send(new BatchWriteCommand({ RequestItems: pending }))).UnprocessedItems;
        } catch (error) {
          if ((error as { name?: string }).name !== 'TimeoutError') throw error;
        }
      }
    };
    const load = async (from: number, to: number, folderOf: (index: number) => number) => {
      const batches = Math.ceil((to - from) / BATCH);
      await forEachLimited(batches, 8, (batch) => {
        const start = from + batch * BATCH;
        const items = [];
        for (let index = start; index < Math.min(to, start + BATCH); index += 1)
          items.push({ PutRequest: { Item: documentItem(documentRecord(index, folderOf(index))) } });
        return writeBatch({ RequestItems: { [table]: items } });
      });
    };

    const path = (folderId: number) => `/api/documents?folderId=${folderId}&limit=${PAGE}`;
    const read = async (folderId: number) => {
      const started = performance.now();
      const answer = await portal.call('GET', path(folderId), { token: portal.adminToken });
      const elapsed = elapsedMs(started);
      if (answer.status !== 200) throw new Error(`${path(folderId)} answered ${answer.status}`);
      return { elapsed, count: (answer.body as { items: unknown[] }).items.length };
    };
    const p50 = async (folderId: number) => {
      const { count } = await read(folderId);
      if (count !== PAGE) throw new Error(`Expected a page of ${PAGE}, got ${count}`);
      for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await read(folderId);
      const samples: number[] = [];
      for (let index = 0; index < MEASURED_REQUESTS; index += 1) samples.push((await read(folderId)).elapsed);
      return median(samples);
    };

    progress(`loading ${SIZES.smallFolder} documents`);
    await load(0, SIZES.smallFolder, () => small);
    progress('measuring');
    const smallP50 = await p50(small);
    progress(`loading up to ${SIZES.table.toLocaleString('en')} documents`);
    await load(SIZES.smallFolder, SIZES.smallFolder + SIZES.largeFolder, () => large);
    await load(
      SIZES.smallFolder + SIZES.largeFolder,
      SIZES.table,
      (index) => others[index % OTHER_FOLDERS] as number,
    );
    progress('measuring');
    const largeP50 = await p50(large);

    const measure = (what: string) =>
      `GET /api/documents?folderId= (first page of ${PAGE}) p50 of ${MEASURED_REQUESTS}, ${what}`;
    return [
      { suite: SUITE, measure: measure('folder of 20, table of 20'), value: round(smallP50, 2), unit: 'ms' },
      {
        suite: SUITE,
        measure: measure('folder of 2,000, table of 50,000'),
        value: round(largeP50, 2),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: 'drive folder listing: p50 at 2,000 in 50,000 ÷ p50 at 20',
        value: round(largeP50 / smallP50, 2),
        unit: '×',
        target: DRIVE_LISTING_GROWTH_BUDGET,
      },
    ];
  } finally {
    await portal.stop();
  }
}

/** In a process of its own: the repositories read the stack's table names and endpoints once per process. */
export const driveListingSuite: Suite = {
  name: SUITE,
  run: () => rowsFromChildProcess(import.meta.url),
};

runIfMain(import.meta.url, measureInThisProcess);
