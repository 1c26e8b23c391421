/**
 * Whether GET /api/statistics stays as fast when the data grows, because it reads counters kept on
 * write instead of counting: p50 over HTTP with 1,000 families + 1,000 declarations, then with
 * 5,000 + 5,000; budget: the larger at most 1.5 × the smaller. The ratio does not grow with the size
 * (28 November at load 15-23: 0.88 with 20,000, 0.91 with 5,000; the suite's CPU time 74 → 51 s), so
 * the smaller one is measured. For contrast (no budget), the p50 of
 * counting the same totals with `Select: 'COUNT'` queries on the indexes at both sizes.
 *
 * The data is bulk-loaded (BatchWriteItem, items built by the repositories' own item builders), so it
 * bypasses the write paths; the TOTALS counters are then rebuilt from the counts per status the loader
 * wrote (the users from their index), as a restore does with what it wrote.
 *
 * Runs in a process of its own (tests/bench/support/child-suite.ts). Run alone:
 * `tsx tests/bench/statistics-latency.ts`.
 */
import { bulkLoader } from './support/bulk-load';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { startBenchPortal } from './support/local-portal';
import { type BenchRow, round, type Suite } from './support/report';
import { elapsedMs, median } from './support/stats';

const SUITE = 'statistics latency';
const SIZES = { small: 1_000, large: 5_000 } as const;
export const STATISTICS_GROWTH_BUDGET = 1.5;
/**
 * DynamoDB Local's JVM and V8 take one to two thousand requests to settle; fewer leaves the 1k figure
 * inflated (the larger one follows the bulk load, which warms everything up).
 */
const WARM_UP_REQUESTS = 2_000;
const MEASURED_REQUESTS = 300;
const WARM_UP_COUNTS = 2;
const MEASURED_COUNTS = 11;
const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

async function measureInThisProcess(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  try {
    // Only now does the environment name the stack's tables and endpoints.
    const bulk = await bulkLoader();
    const { countStatisticsTotals, rebuildStatisticsTotals } = await import(
      '../../functions/services/dashboard/rebuild-statistics'
    );

    let loaded = 0;
    const fillTo = async (size: number) => {
      const indexes = Array.from({ length: size - loaded }, (_, offset) => loaded + offset);
      await bulk.families(indexes);
      await bulk.declarations(indexes);
      loaded = size;
      // The counts per status of what the loader wrote (as a restore passes what it wrote): counting
      // 20,000 items' indexes right after the bulk load met the clients' 3 s request timeout three
      // times in a row on a loaded machine (load 13-19) and ended the suite.
      await rebuildStatisticsTotals({ known: bulk.statusCounts(size) });
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
    /** A count that met the clients' request timeout is left out of the samples (a contrast row, no budget). */
    const timedCount = async (): Promise<number | null> => {
      const started = performance.now();
      try {
        await countStatisticsTotals();
        return elapsedMs(started);
      } catch (error) {
        if ((error as { name?: string }).name !== 'TimeoutError') throw error;
        progress('a count met the request timeout; left out');
        return null;
      }
    };
    const countingP50 = async () => {
      for (let index = 0; index < WARM_UP_COUNTS; index += 1) await timedCount();
      const samples: number[] = [];
      for (let index = 0; index < MEASURED_COUNTS; index += 1) {
        const sample = await timedCount();
        // Each timed-out count waited out three attempts (about 10 s): the rest would too.
        if (sample === null) break;
        samples.push(sample);
      }
      return samples.length > 0 ? median(samples) : null;
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
        measure: `GET /api/statistics p50, ${SIZES.large / 1000}k ÷ ${SIZES.small / 1000}k`,
        value: round(large.counters / small.counters, 2),
        unit: '×',
        target: STATISTICS_GROWTH_BUDGET,
      },
      ...[
        { size: SIZES.small, counting: small.counting },
        { size: SIZES.large, counting: large.counting },
      ].flatMap(({ size, counting }) =>
        // Left out when every count met the clients' request timeout (a loaded machine).
        counting === null
          ? []
          : [
              {
                suite: SUITE,
                measure: `for contrast: counting the totals with Select COUNT queries, p50 at ${label(size)}`,
                value: round(counting, 1),
                unit: 'ms',
              },
            ],
      ),
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
