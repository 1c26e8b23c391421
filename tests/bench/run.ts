/**
 * `npm run bench`: every benchmark and size budget in one report, printed as a table and written
 * to tests/bench/results/latest.json. Exits non-zero when a budget is broken, so CI can run it.
 * Each suite is a function returning rows; new suites (bundle sizes, latency ratios, …) join the list.
 * `npm run bench -- --only <suite>[,<suite>…]` (or BENCH_ONLY=…) runs some of them, e.g.
 * `--only lambda-bundles`; names are matched without regard to case, spaces or hyphens.
 * `--quick` runs only the suites with ratio rows, each on its smaller data set (BENCH_QUICK=1 for
 * the suites' own processes). Suites marked `alone` run first, one by one; the others run
 * `--lanes` at a time (default 2: this machine has two cores), each in its own process with its own
 * stand-ins. Every suite's wall time is a row of the report, and the total is printed at the end.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from '../../infra/local/web';
import { accountingSuite } from './accounting';
import { backupSuite } from './backup';
import { backupFilesSuite } from './backup-files';
import { bankReconcileSuite } from './bank-reconcile';
import { calendarWindowSuite } from './calendar-latency';
import { chaosSuite } from './chaos';
import { clientLimitSuite } from './client-limit';
import { driveListingSuite } from './drive-latency';
import { emailQueueSuite } from './email-queue';
import { familiesListSuite } from './families-list-latency';
import { impactReportSuite } from './impact-report';
import { lambdaBundlesSuite } from './lambda-bundles';
import { lighthousePhoneSuite } from './lighthouse-phone';
import { listLatencySuite } from './list-latency';
import { middlewareOverheadSuite } from './middleware-overhead';
import { signingSuite } from './signing';
import { statisticsLatencySuite } from './statistics-latency';
import {
  type BenchRow,
  cpuSecondsWithChildren,
  isOver,
  kb,
  machineLoad,
  round,
  type Suite,
} from './support/report';
import { measureWebBundles, WEB_SIZE_TARGETS } from './web-size';

export type { BenchRow, Suite } from './support/report';

/** The public registration form is framed by other sites and opened on phones: it must stay light. */
const REGISTRATION_TARGET_BYTES = 80 * 1024;

type ManifestChunk = { file: string; imports?: string[] };

/** Gzip bytes of the JavaScript registration.html loads: its entry and every static import (Vite manifest). */
async function measureRegistrationBundle(): Promise<number> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  await ensureWebBuild({ root });
  const distDir = join(root, 'web', 'dist');
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest; is web/registration.html an entry?`);
    if (!chunk.file.endsWith('.js') || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect('registration.html');
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(distDir, file))).length;
  return total;
}

const suites: Suite[] = [
  {
    name: 'web bundles',
    alone: true,
    async run() {
      const sizes = await measureWebBundles();
      return [
        {
          suite: 'web bundles',
          measure: 'JS for /login (gzip)',
          value: kb(sizes.login),
          unit: 'KB',
          target: kb(WEB_SIZE_TARGETS.login),
        },
        {
          suite: 'web bundles',
          measure: 'JS for the first signed-in view (gzip)',
          value: kb(sizes.app),
          unit: 'KB',
          target: kb(WEB_SIZE_TARGETS.app),
        },
        {
          suite: 'web bundles',
          measure: 'JS for /registration, the embeddable form (gzip)',
          value: kb(await measureRegistrationBundle()),
          unit: 'KB',
          target: kb(REGISTRATION_TARGET_BYTES),
        },
      ];
    },
  },
  lambdaBundlesSuite,
  { ...middlewareOverheadSuite, quick: true },
  clientLimitSuite,
  listLatencySuite,
  familiesListSuite,
  statisticsLatencySuite,
  impactReportSuite,
  calendarWindowSuite,
  driveListingSuite,
  { ...accountingSuite, quick: true },
  { ...bankReconcileSuite, quick: true },
  { ...signingSuite, quick: true },
  { ...emailQueueSuite, quick: true },
  { ...backupSuite, quick: true },
  backupFilesSuite,
  chaosSuite,
  { ...lighthousePhoneSuite, alone: true },
];

const normalised = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

type Options = { only: string | undefined; quick: boolean; lanes: number };

function options(): Options {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, quick: { type: 'boolean' }, lanes: { type: 'string' } },
  });
  const lanes = Number(values.lanes ?? Math.min(2, availableParallelism()));
  if (!Number.isInteger(lanes) || lanes < 1)
    throw new Error(`--lanes wants a whole number ≥ 1, not ${values.lanes}`);
  return {
    only: values.only ?? process.env.BENCH_ONLY,
    quick: Boolean(values.quick) || process.env.BENCH_QUICK === '1',
    lanes,
  };
}

/** The suites `--only` (or BENCH_ONLY) names, in report order; all of them when neither is given; with `--quick` only the quick ones. */
function selectedSuites({ only, quick }: Options): Suite[] {
  const eligible = quick ? suites.filter((suite) => suite.quick) : suites;
  if (!only) return eligible;
  const wanted = only.split(',').map(normalised).filter(Boolean);
  const unknown = wanted.filter((name) => !suites.some((suite) => normalised(suite.name) === name));
  if (unknown.length > 0) {
    const known = suites.map((suite) => suite.name.replace(/\s+/g, '-')).join(', ');
    throw new Error(`Unknown suite ${unknown.join(', ')}; choose from ${known}.`);
  }
  return eligible.filter((suite) => wanted.includes(normalised(suite.name)));
}

/** One suite's rows, then a row with its wall time (its stack, data and measurements). */
async function runTimed(suite: Suite): Promise<BenchRow[]> {
  console.log(`Running ${suite.name}…`);
  const started = performance.now();
  const rows = await suite.run();
  const seconds = (performance.now() - started) / 1000;
  console.log(`Finished ${suite.name} in ${round(seconds, 0)} s.`);
  return [
    ...rows,
    {
      suite: suite.name,
      measure: `suite time (wall, ${machineLoad()} at its end)`,
      value: round(seconds, 0),
      unit: 's',
    },
  ];
}

/** The `alone` suites one by one, then the others `lanes` at a time; rows in report order. */
async function runSuites(selected: Suite[], lanes: number): Promise<BenchRow[]> {
  const results: BenchRow[][] = selected.map(() => []);
  const indexes = selected.map((_, index) => index);
  for (const index of indexes.filter((each) => selected[each]?.alone)) {
    results[index] = await runTimed(selected[index] as Suite);
  }
  const shared = indexes.filter((each) => !selected[each]?.alone);
  let next = 0;
  const lane = async () => {
    while (next < shared.length) {
      const index = shared[next] as number;
      next += 1;
      results[index] = await runTimed(selected[index] as Suite);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, shared.length) }, lane));
  return results.flat();
}

async function main() {
  const benchStarted = performance.now();
  const chosen = options();
  // The suites' own processes read it (support/report.ts isQuick).
  if (chosen.quick) process.env.BENCH_QUICK = '1';
  const selected = selectedSuites(chosen);
  const rows = await runSuites(selected, chosen.lanes);
  console.table(
    rows.map((row) => ({
      suite: row.suite,
      measure: row.measure,
      value: `${row.value} ${row.unit}`,
      target: row.target === undefined ? '' : `≤ ${row.target} ${row.unit}`,
      'of target': !row.target ? '' : `${Math.round((row.value / row.target) * 100)}%`,
      result: isOver(row) ? 'OVER' : 'ok',
    })),
  );
  const resultsDir = join(fileURLToPath(new URL('.', import.meta.url)), 'results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    join(resultsDir, 'latest.json'),
    JSON.stringify(
      { measuredAt: new Date().toISOString(), suites: selected.map((suite) => suite.name), rows },
      null,
      2,
    ),
  );
  const minutes = (performance.now() - benchStarted) / 60_000;
  console.log(
    `Total time: ${minutes.toFixed(1)} min for ${selected.length} suite${selected.length === 1 ? '' : 's'}${chosen.quick ? ' (--quick)' : ''}, ${chosen.lanes} at a time (${machineLoad()} at the end).`,
  );
  // Every suite process has exited and been waited for: their CPU, and their stand-ins', is in.
  const cpu = cpuSecondsWithChildren();
  if (cpu !== null) {
    const cores = Math.min(chosen.lanes, availableParallelism());
    console.log(
      `CPU time: ${(cpu / 60).toFixed(1)} min, ${Math.round(cpu)} s (the bench, its suites and their stand-ins); on an idle machine with ${cores} core${cores === 1 ? '' : 's'} in use at least ${(cpu / 60 / cores).toFixed(1)} min, plus what the suites wait for (timers, the mail rate, the chaos run's 60 s).`,
    );
  }
  if (rows.some(isOver)) {
    console.error('A budget is broken.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
