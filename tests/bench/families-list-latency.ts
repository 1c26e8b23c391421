/**
 * Whether the families list stays as fast when the association grows, because it is paged: p50 of
 * the first page of GET /api/families (default size, newest first, as the Gezinnen screen opens it)
 * over HTTP with 50 families, then with 5,000. Budget: the larger at most 1.5 × the smaller. Both
 * first pages hold the same 50 families' worth of JSON, so only the query's own cost could differ.
 *
 * The families are bulk-loaded through the repository's own item builder (tests/bench/support/bulk-load.ts).
 * Runs in a process of its own (it starts the local stack). Alone: `tsx tests/bench/families-list-latency.ts`.
 */
import { bulkLoader } from './support/bulk-load';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { startBenchPortal } from './support/local-portal';
import { type BenchRow, round, type Suite } from './support/report';
import { elapsedMs, median } from './support/stats';

const SUITE = 'families list';
export const FAMILIES_LIST_GROWTH_BUDGET = 1.5;
const SIZES = { small: 50, large: 5_000 } as const;
/** DynamoDB Local's JVM and V8 take a thousand or so requests to settle (see statistics-latency.ts). */
const WARM_UP_REQUESTS = 1_000;
const MEASURED_REQUESTS = 300;
const PATH = '/api/families';

const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

async function measureInThisProcess(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  try {
    // Only now does the environment name the stack's tables and endpoints.
    const bulk = await bulkLoader();
    let loaded = 0;
    const fillTo = async (size: number) => {
      await bulk.families(Array.from({ length: size - loaded }, (_, offset) => loaded + offset));
      loaded = size;
    };

    const readFirstPage = async () => {
      const started = performance.now();
      const answer = await portal.call('GET', PATH, { token: portal.adminToken });
      const elapsed = elapsedMs(started);
      if (answer.status !== 200)
        throw new Error(`${PATH} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      return { elapsed, body: answer.body as { items: unknown[]; nextCursor: string | null } };
    };
    const firstPageP50 = async (size: number) => {
      const { body } = await readFirstPage();
      const isFullList = size <= body.items.length && body.nextCursor === null;
      const isFirstOfMany = size > body.items.length && body.nextCursor !== null;
      if (!isFullList && !isFirstOfMany) {
        throw new Error(`Expected the first page of ${size} families, got ${body.items.length} items`);
      }
      for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await readFirstPage();
      const samples: number[] = [];
      for (let index = 0; index < MEASURED_REQUESTS; index += 1)
        samples.push((await readFirstPage()).elapsed);
      return median(samples);
    };

    progress(`loading ${SIZES.small} families`);
    await fillTo(SIZES.small);
    progress('measuring');
    const small = await firstPageP50(SIZES.small);
    progress(`loading ${SIZES.large.toLocaleString('en')} families`);
    await fillTo(SIZES.large);
    progress('measuring');
    const large = await firstPageP50(SIZES.large);

    const label = (size: number) => `${size.toLocaleString('en')} families`;
    return [
      {
        suite: SUITE,
        measure: `GET ${PATH} (first page) p50 of ${MEASURED_REQUESTS} with ${label(SIZES.small)}`,
        value: round(small, 2),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: `GET ${PATH} (first page) p50 of ${MEASURED_REQUESTS} with ${label(SIZES.large)}`,
        value: round(large, 2),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: `${PATH}: p50 at ${label(SIZES.large)} ÷ p50 at ${label(SIZES.small)}`,
        value: round(large / small, 2),
        unit: '×',
        target: FAMILIES_LIST_GROWTH_BUDGET,
      },
    ];
  } finally {
    await portal.stop();
  }
}

/** In a process of its own: the repositories read the stack's table names and endpoints once per process. */
export const familiesListSuite: Suite = {
  name: SUITE,
  run: () => rowsFromChildProcess(import.meta.url),
};

runIfMain(import.meta.url, measureInThisProcess);
