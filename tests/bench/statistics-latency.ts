/**
 * Whether GET /api/statistics stays as fast when the data grows, because it reads counters kept on
 * write instead of counting: p50 over HTTP with 1,000 families + 1,000 declarations, then with
 * 20,000 + 20,000; budget: the larger at most 1.5 × the smaller. For contrast (no budget), the p50 of
 * counting the same totals with `Select: 'COUNT'` queries on the indexes at both sizes.
 *
 * The data is bulk-loaded (BatchWriteItem, items built by the repositories' own item builders), so it
 * bypasses the write paths; the TOTALS counters are then rebuilt from the indexes, as after a restore.
 *
 * Runs in a process of its own (tests/bench/support/child-suite.ts). Run alone:
 * `tsx tests/bench/statistics-latency.ts`.
 */
import type { BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DeclarationRecord } from '../../functions/repositories/declarations';
import type { FamilyRecord } from '../../functions/repositories/families';
import { DECLARATION_STATUSES } from '../../shared/schemas/declarations';
import { FAMILY_STATUSES } from '../../shared/schemas/families';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { forEachLimited, startBenchPortal } from './support/local-portal';
import { type BenchRow, round, type Suite } from './support/report';
import { elapsedMs, median } from './support/stats';

const SUITE = 'statistics latency';
const SIZES = { small: 1_000, large: 20_000 } as const;
export const STATISTICS_GROWTH_BUDGET = 1.5;
/**
 * DynamoDB Local's JVM and V8 take one to two thousand requests to settle; fewer leaves the 1k figure
 * inflated (the 20k one follows the bulk load, which warms everything up).
 */
const WARM_UP_REQUESTS = 2_000;
const MEASURED_REQUESTS = 300;
const WARM_UP_COUNTS = 2;
const MEASURED_COUNTS = 11;
const BATCH_SIZE = 25;
const LOAD_CONCURRENCY = 4;
/** Bulk-loaded ids start far above what the id counters hand out, so the two never meet. */
const FIRST_BULK_ID = 1_000_001;
const DAY_MS = 86_400_000;

const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

function familyRecord(id: number, index: number, now: number): FamilyRecord {
  // Spread over the last year, so the data looks like history rather than one busy morning.
  const createdAt = new Date(now - (index % 365) * DAY_MS).toISOString();
  return {
    id,
    parentName: `Ouder ${index}`,
    email: `gezin.${index}@example.org`,
    phone: '0470 12 34 56',
    address: 'Kerkstraat 1, 2000 Antwerpen',
    childName: `Kind ${index}`,
    childAge: 6 + (index % 12),
    school: 'Basisschool De Linde',
    grade: '4de leerjaar',
    guidanceStatus: FAMILY_STATUSES[index % FAMILY_STATUSES.length] ?? 'actief',
    hasPets: index % 2 === 0,
    allowsSmoking: false,
    hasStudyRoom: index % 3 !== 0,
    externalSupport: null,
    notes: null,
    assignedTo: null,
    createdAt,
    version: 1,
    source: 'staff',
    createdBy: 1,
    updatedAt: createdAt,
  };
}

function declarationRecord(id: number, index: number, now: number): DeclarationRecord {
  const createdAt = new Date(now - (index % 365) * DAY_MS).toISOString();
  const status = DECLARATION_STATUSES[index % DECLARATION_STATUSES.length] ?? 'pending';
  const submitted = {
    at: createdAt,
    byId: 1,
    byName: 'Admin Beheerder',
    from: null,
    to: 'pending' as const,
    note: null,
  };
  return {
    id,
    type: 'expense',
    description: `Schoolmateriaal ${index}`,
    amountCents: 500 + (index % 5_000),
    kilometerTenths: null,
    date: createdAt.slice(0, 10),
    status,
    userId: 1,
    userName: 'Admin Beheerder',
    receiptUploadId: null,
    receiptName: null,
    reviewNotes: null,
    statusHistory:
      status === 'pending' ? [submitted] : [submitted, { ...submitted, from: 'pending', to: status }],
    createdAt,
    updatedAt: createdAt,
    version: 1,
  };
}

type Loader = (table: string, items: Record<string, unknown>[]) => Promise<void>;

async function measureInThisProcess(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  try {
    // Only now does the environment name the stack's tables and endpoints.
    const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('../../functions/commons/dynamo');
    const { tableName } = await import('../../functions/repositories/table');
    const { familyItem, familyRecordSchema } = await import('../../functions/repositories/families');
    const { declarationItem, declarationRecordSchema } = await import(
      '../../functions/repositories/declarations'
    );
    const { countStatisticsTotals, rebuildStatisticsTotals } = await import(
      '../../functions/services/dashboard/rebuild-statistics'
    );

    const writeBatch = async (input: BatchWriteCommandInput) => {
      let pending = input.RequestItems;
      for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt += 1) {
        if (attempt > 10) throw new Error('DynamoDB Local kept items unprocessed');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        const result = await dynamo.send(new BatchWriteCommand({ RequestItems: pending }));
        pending = result.UnprocessedItems;
      }
    };
    const load: Loader = async (table, items) => {
      const batches: Record<string, unknown>[][] = [];
      for (let start = 0; start < items.length; start += BATCH_SIZE) {
        batches.push(items.slice(start, start + BATCH_SIZE));
      }
      await forEachLimited(batches.length, LOAD_CONCURRENCY, (index) =>
        writeBatch({
          RequestItems: { [table]: (batches[index] ?? []).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    };

    const now = Date.now();
    let loaded = 0;
    const fillTo = async (size: number) => {
      const indexes = Array.from({ length: size - loaded }, (_, offset) => loaded + offset);
      // Parsed by the repositories' own schemas first: the bench stores exactly what the portal stores.
      await load(
        tableName('families'),
        indexes.map((index) =>
          familyItem(familyRecordSchema.parse(familyRecord(FIRST_BULK_ID + index, index, now))),
        ),
      );
      await load(
        tableName('declarations'),
        indexes.map((index) =>
          declarationItem(
            declarationRecordSchema.parse(declarationRecord(FIRST_BULK_ID + index, index, now)),
          ),
        ),
      );
      loaded = size;
      await rebuildStatisticsTotals();
    };

    const readStatistics = async () => {
      const started = performance.now();
      const answer = await portal.call('GET', '/api/statistics', { token: portal.adminToken });
      const elapsed = elapsedMs(started);
      if (answer.status !== 200) throw new Error(`/api/statistics answered ${answer.status}`);
      return { elapsed, body: answer.body as { totalFamilies?: number; totalDeclarations?: number } };
    };
    const statisticsP50 = async (size: number) => {
      const { body } = await readStatistics();
      if (body.totalFamilies !== size || body.totalDeclarations !== size) {
        throw new Error(`Expected ${size} families and declarations counted, got ${JSON.stringify(body)}`);
      }
      for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await readStatistics();
      const samples: number[] = [];
      for (let index = 0; index < MEASURED_REQUESTS; index += 1)
        samples.push((await readStatistics()).elapsed);
      return median(samples);
    };
    const countingP50 = async () => {
      for (let index = 0; index < WARM_UP_COUNTS; index += 1) await countStatisticsTotals();
      const samples: number[] = [];
      for (let index = 0; index < MEASURED_COUNTS; index += 1) {
        const started = performance.now();
        await countStatisticsTotals();
        samples.push(elapsedMs(started));
      }
      return median(samples);
    };

    const measureAt = async (size: number) => {
      progress(`loading ${size.toLocaleString('en')} families and declarations`);
      await fillTo(size);
      progress('measuring');
      return { counters: await statisticsP50(size), counting: await countingP50() };
    };
    const small = await measureAt(SIZES.small);
    const large = await measureAt(SIZES.large);

    const label = (size: number) =>
      `${size.toLocaleString('en')} families + ${size.toLocaleString('en')} declarations`;
    return [
      {
        suite: SUITE,
        measure: `GET /api/statistics p50 at ${label(SIZES.small)}`,
        value: round(small.counters, 2),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: `GET /api/statistics p50 at ${label(SIZES.large)}`,
        value: round(large.counters, 2),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: 'GET /api/statistics p50, 20k ÷ 1k',
        value: round(large.counters / small.counters, 2),
        unit: '×',
        target: STATISTICS_GROWTH_BUDGET,
      },
      {
        suite: SUITE,
        measure: `for contrast: counting the totals with Select COUNT queries, p50 at ${label(SIZES.small)}`,
        value: round(small.counting, 1),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: `for contrast: counting the totals with Select COUNT queries, p50 at ${label(SIZES.large)}`,
        value: round(large.counting, 1),
        unit: 'ms',
      },
    ];
  } finally {
    await portal.stop();
  }
}

/** In a process of its own: the repositories read the stack's table names and endpoints once per process. */
export const statisticsLatencySuite: Suite = {
  name: SUITE,
  run: () => rowsFromChildProcess(import.meta.url),
};

runIfMain(import.meta.url, measureInThisProcess);
