/**
 * Per handler: the gzip size of its Lambda bundle and the time a fresh Node process takes to import
 * it, beside a bare hello-world handler bundled and measured in the same run.
 *
 * Budgets (issue 40, item 5): every bundle at most GZIP_BUDGET_KB gzip, and its cold import at most
 * IMPORT_BUDGET_FACTOR × the portal's own hello-world, the `health` route: a handler that returns
 * `{ status: 'ok' }` through createHandler, so it carries what every route must load (middy, the
 * registry, zod, the DynamoDB client for the session lookup). Only the routes HEAVY_ROUTES names get
 * their own size ceiling instead, and no import budget. The truly bare handler is printed beside
 * it: a multiple of that (a few ms) is out of reach for any handler that imports the AWS SDK at all, as the
 * "DynamoDB client only" row shows. What the budget catches is a route whose own code makes its cold
 * start clearly heavier than the floor every route shares. Bundling uses the
 * options the CDK construct deploys with (infra/aws/constructs/handler-bundling.ts).
 * Run alone: `tsx tests/bench/lambda-bundles.ts [--sizes] [--runtime-sdk]` (`--sizes` skips the
 * import timing; `--runtime-sdk` leaves the AWS SDK out of the bundles, as NodejsFunction does with
 * `bundleAwsSDK: false`, to compare). Exits non-zero when a bundle is over its budget.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build } from 'esbuild';
import {
  copySideFiles,
  HANDLER_BUNDLING,
  handlerEsbuildOptions,
  RUNTIME_SDK_EXTERNALS,
  UNBUNDLED_PACKAGES,
} from '../../infra/aws/constructs/handler-bundling';
import { localFunctionEnvironment, UNREAD_SECRETS } from '../../infra/local/environment';
import { handlerModulePath, routeList } from '../../shared/routes';
import { SCHEDULES, scheduledModulePath } from '../../shared/schedules';
import { type BenchRow, isOver, kb, round, type Suite } from './support/report';
import { median } from './support/stats';

const SUITE = 'lambda bundles';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Inside the repository, so externalised packages resolve from its node_modules like they would from the runtime's. */
const outDir = join(repoRoot, 'tests', 'bench', 'results', 'lambda-bundles');

/** Every route's bundle, gzip, unless HEAVY_ROUTES names it. */
export const GZIP_BUDGET_KB = 150;
/** Every route's cold import, as a multiple of `health`'s, unless HEAVY_ROUTES names it. */
export const IMPORT_BUDGET_FACTOR = 1.4;
/** No named route may be heavier than this, whatever its reason. */
export const HEAVY_ROUTE_MAX_KB = 250;
/**
 * The only routes allowed past GZIP_BUDGET_KB, and with no import budget: those whose work needs a
 * heavy library by nature. Each has its own size ceiling (at most HEAVY_ROUTE_MAX_KB), so it cannot
 * grow unnoticed either; a route leaves this list when it no longer needs the library.
 * - Signing a PDF: pdf-lib (with the metrics of the two standard fonts drawn with, and Node's zlib
 *   for pako: BUNDLE_ALIASES) and the seal's @signpdf placeholder; the CMS signature itself is made
 *   with Node's crypto (functions/services/signing/cms.ts), no longer with node-forge.
 * - Drawing a PDF (the verification proof, the impact report, the registers of processing and of
 *   volunteer allowances, a volunteer's yearly statement): pdf-lib.
 * - Writing Excel (the bookkeeping export, the impact report's numbers, the allowance register): exceljs (with Node's streams for readable-stream).
 * - The API description (`openapi`): it converts every route's schemas, so it carries all of them and
 *   every Dutch message (about 48 KB gzip over `health`); prebuilt JSON would still be ~32 KB gzip.
 *   A public reference page's rare call, not a user's path.
 * - Verifying a passkey (WebAuthn registration or sign-in): @simplewebauthn/server, whose certificate
 *   and ASN.1 parsers (about 250 KB minified) cost the cold import about 0.3 x `health` in parsing
 *   alone; loading it only on a passkey request was measured and changed nothing.
 */
export const HEAVY_ROUTES: Readonly<Record<string, { ceilingKb: number; reason: string }>> = {
  'signing-upload-and-sign': { ceilingKb: 250, reason: 'signs a PDF' },
  'signing-sign-pdf': { ceilingKb: 250, reason: 'signs a PDF' },
  'verification-proof': { ceilingKb: 230, reason: 'draws a PDF' },
  'accounting-export': { ceilingKb: 240, reason: 'writes Excel' },
  'impact-report-pdf': { ceilingKb: 240, reason: 'draws a PDF' },
  'impact-report-xlsx': { ceilingKb: 245, reason: 'writes Excel' },
  'privacy-register-pdf': { ceilingKb: 225, reason: 'draws a PDF' },
  'volunteer-register-pdf': { ceilingKb: 230, reason: 'draws a PDF' },
  'volunteer-register-statement': { ceilingKb: 230, reason: 'draws a PDF' },
  'volunteer-register-xlsx': { ceilingKb: 230, reason: 'writes Excel' },
  openapi: { ceilingKb: 180, reason: 'describes every route: carries every schema and message' },
  'login-mfa': { ceilingKb: 215, reason: 'verifies a passkey' },
  'auth-passkey-register': { ceilingKb: 215, reason: 'verifies a passkey' },
};
/**
 * Import pairs per bundle. Each pair is two fresh Node processes, so a pass over the ~185 bundles is
 * about 370 processes and most of this suite's CPU time; 11 pairs made it the bench's largest suite.
 * The CPU-time ratios of one bundle stay within about 5 % of each other even at load 16-18, and their
 * median hardly moves with the count (declarations-status, load 12-14: 1.34 of 7 pairs, 1.38 of 9,
 * 1.34 of 11).
 */
const IMPORT_RUNS = 5;
const HELLO_WORLD = 'hello-world';
/** The route the import budget is relative to (see the header). */
const FRAMEWORK_HELLO_WORLD = 'health';
const DYNAMODB_ONLY = 'dynamodb-client-only';
const REFERENCES: Record<string, string> = {
  [HELLO_WORLD]: 'bare hello-world handler',
  [DYNAMODB_ONLY]: 'reference: DynamoDB client only',
};

type Bundle = { id: string; source: string; file: string };

function bundlesToMeasure(): { bundles: Bundle[]; missing: string[] } {
  const candidates = [
    { id: HELLO_WORLD, source: join(repoRoot, 'tests/bench/support/hello-world-handler.ts') },
    { id: DYNAMODB_ONLY, source: join(repoRoot, 'tests/bench/support/dynamodb-only-handler.ts') },
    ...routeList.map((route) => ({ id: route.id, source: join(repoRoot, `${handlerModulePath(route)}.ts`) })),
    ...SCHEDULES.map((schedule) => ({
      id: `scheduled ${schedule.id}`,
      source: join(repoRoot, `${scheduledModulePath(schedule)}.ts`),
    })),
  ];
  const missing = candidates.filter((each) => !existsSync(each.source)).map((each) => each.id);
  const bundles = candidates
    .filter((each) => existsSync(each.source))
    .map((each) => ({ ...each, file: join(outDir, each.id.replace(/\W+/g, '-'), 'index.mjs') }));
  return { bundles, missing };
}

/** The variables a deployed function gets, so each module's cold-start configuration parsing succeeds. */
function functionEnvironment(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    AWS_REGION: 'eu-west-1',
    ...localFunctionEnvironment('https://portal.example.org', UNREAD_SECRETS),
    LOG_LEVEL: 'silent',
  };
}

// Timed inside the child, so process start-up is excluded: only resolving, parsing and evaluating the
// bundle count; both the wall time and the CPU time the import took (the ratio is judged on the CPU
// time: on a shared machine the wall time of an import follows the neighbours, the CPU time does not).
const IMPORT_PROBE = `
const started = performance.now();
const cpu = process.cpuUsage();
const module = await import(process.argv[1]);
const used = process.cpuUsage(cpu);
const elapsed = performance.now() - started;
if (typeof module.handler !== 'function') throw new Error('no handler export');
process.stdout.write(elapsed + ' ' + (used.user + used.system) / 1000);
`;

const run = promisify(execFile);

async function importOnceMs(file: string, env: NodeJS.ProcessEnv): Promise<{ wall: number; cpu: number }> {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', IMPORT_PROBE, pathToFileURL(file).href],
    { cwd: repoRoot, env },
  );
  const [wall, cpu] = stdout.split(' ').map(Number);
  return { wall: wall ?? Number.NaN, cpu: cpu ?? Number.NaN };
}

/** Gzip bytes of the side files copied beside a bundle (what they add to its zipped package). */
async function sideFilesGzipBytes(bundleDir: string, copied: string[]): Promise<number> {
  let total = 0;
  const visit = async (path: string): Promise<void> => {
    if ((await stat(path)).isDirectory()) {
      for (const entry of await readdir(path)) await visit(join(path, entry));
    } else total += gzipSync(await readFile(path)).length;
  };
  for (const each of copied) await visit(join(bundleDir, each));
  return total;
}

/** HEAVY_ROUTES may name only routes that exist, each under HEAVY_ROUTE_MAX_KB. */
function checkHeavyRoutes(bundles: Bundle[]) {
  for (const [id, { ceilingKb }] of Object.entries(HEAVY_ROUTES)) {
    if (!bundles.some((bundle) => bundle.id === id))
      throw new Error(`${SUITE}: HEAVY_ROUTES names ${id}, which is not a route.`);
    if (ceilingKb > HEAVY_ROUTE_MAX_KB)
      throw new Error(`${SUITE}: ${id}'s ceiling ${ceilingKb} KB is above ${HEAVY_ROUTE_MAX_KB} KB.`);
  }
}

/**
 * `importRuns: 0` measures sizes only (build time, not timing-sensitive): `tsx tests/bench/lambda-bundles.ts --sizes`.
 */
export async function measureLambdaBundles(
  options: { bundling?: BundlingOptions; importRuns?: number } = {},
): Promise<BenchRow[]> {
  const { bundles, missing } = bundlesToMeasure();
  for (const id of missing) console.warn(`${SUITE}: no handler module for ${id} yet; left out.`);
  checkHeavyRoutes(bundles);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // One esbuild run with many entry points gives each entry its own self-contained file (no splitting),
  // exactly what one NodejsFunction build per entry gives; then each gets the side files its
  // package would get (the afterBundling hook of HANDLER_BUNDLING).
  await build({
    ...handlerEsbuildOptions(options.bundling ?? HANDLER_BUNDLING),
    entryPoints: bundles.map((bundle) => ({
      in: bundle.source,
      out: bundle.file.slice(outDir.length + 1).replace(/\.mjs$/, ''),
    })),
    outdir: outDir,
    absWorkingDir: repoRoot,
  });
  const sideFiles = new Map<string, string[]>();
  for (const bundle of bundles) {
    const code = await readFile(bundle.file, 'utf8');
    sideFiles.set(bundle.id, copySideFiles(code, repoRoot, dirname(bundle.file)));
  }

  // Rounds visit every bundle once, so drift on a shared machine spreads over all of them alike. Each
  // import is paired with an import of `health` right before it: the budget is judged on the median of
  // those paired ratios, which cancels the machine's own speed changes (on this VM the fastest import
  // of `health` alone moved between 61 and 71 ms from one run to the next).
  const env = functionEnvironment();
  const reference = bundles.find((bundle) => bundle.id === FRAMEWORK_HELLO_WORLD);
  if (!reference)
    throw new Error(`${SUITE}: the ${FRAMEWORK_HELLO_WORLD} route is the import reference; it is missing.`);
  const samples = new Map<string, number[]>(bundles.map((bundle) => [bundle.id, []]));
  const ratios = new Map<string, number[]>(bundles.map((bundle) => [bundle.id, []]));
  const runs = options.importRuns ?? IMPORT_RUNS;
  for (let pass = 0; pass < runs; pass += 1) {
    for (const bundle of bundles) {
      const referenceMs = await importOnceMs(reference.file, env);
      const bundleMs = await importOnceMs(bundle.file, env);
      samples.get(bundle.id)?.push(bundleMs.wall);
      ratios.get(bundle.id)?.push(bundleMs.cpu / referenceMs.cpu);
    }
  }

  // The fastest of the runs is the figure printed: every disturbance only adds time.
  const importMs = (id: string) => Math.min(...(samples.get(id) ?? [Number.NaN]));
  const importRatio = (id: string) => median(ratios.get(id) ?? []);
  const rows: BenchRow[] = [];
  for (const bundle of bundles) {
    const gzipBytes = gzipSync(await readFile(bundle.file)).length;
    const heavy = HEAVY_ROUTES[bundle.id];
    const copied = sideFiles.get(bundle.id) ?? [];
    const sideNote =
      copied.length > 0
        ? `; beside it, read only when needed: ${copied.join(', ')} (${kb(await sideFilesGzipBytes(dirname(bundle.file), copied))} KB gzip)`
        : '';
    const referenceLabel = REFERENCES[bundle.id];
    const isReference = referenceLabel !== undefined;
    const label = referenceLabel ?? bundle.id;
    rows.push({
      suite: SUITE,
      measure: `${label}: bundle (gzip)${heavy ? `, named: ${heavy.reason}` : ''}${sideNote}`,
      value: kb(gzipBytes),
      unit: 'KB',
      ...(isReference ? {} : { target: heavy?.ceilingKb ?? GZIP_BUDGET_KB }),
    });
    if (runs === 0) continue;
    rows.push({
      suite: SUITE,
      measure: `${label}: cold import (fastest of ${runs})`,
      value: round(importMs(bundle.id)),
      unit: 'ms',
    });
    if (bundle.id === FRAMEWORK_HELLO_WORLD) continue;
    rows.push({
      suite: SUITE,
      measure: `${label}: cold import's CPU time ÷ ${FRAMEWORK_HELLO_WORLD}'s (median of ${runs} pairs)${heavy ? `, named: ${heavy.reason}` : ''}`,
      value: round(importRatio(bundle.id), 2),
      unit: '×',
      ...(isReference || heavy ? {} : { target: IMPORT_BUDGET_FACTOR }),
    });
  }
  return rows;
}

export const lambdaBundlesSuite: Suite = { name: SUITE, run: () => measureLambdaBundles() };

async function main() {
  const runtimeSdk = process.argv.includes('--runtime-sdk');
  const bundling = runtimeSdk
    ? {
        ...HANDLER_BUNDLING,
        bundleAwsSDK: false,
        externalModules: [...RUNTIME_SDK_EXTERNALS, ...UNBUNDLED_PACKAGES],
      }
    : HANDLER_BUNDLING;
  // `--runs N`: fewer (or more) import pairs per bundle than the bench's IMPORT_RUNS, for a quicker or closer look.
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt === -1 ? undefined : Number(process.argv[runsAt + 1]);
  const rows = await measureLambdaBundles({
    bundling,
    ...(process.argv.includes('--sizes')
      ? { importRuns: 0 }
      : runs !== undefined
        ? { importRuns: runs }
        : {}),
  });
  console.table(rows.map(({ measure, value, unit, target }) => ({ measure, value, unit, target })));
  if (rows.some(isOver)) {
    console.error('A bundle is over its budget.');
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
