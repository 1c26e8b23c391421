/**
 * Per handler: the gzip size of its Lambda bundle and the time a fresh Node process takes to import
 * it, beside a bare hello-world handler bundled and measured in the same run.
 *
 * The import budget is 1.5 × the portal's own hello-world, the `health` route: a handler that returns
 * `{ status: 'ok' }` through createHandler, so it carries what every route must load (middy, the
 * registry, zod, the DynamoDB client for the session lookup). The truly bare handler is printed beside
 * it: 1.5 × that (a few ms) is out of reach for any handler that imports the AWS SDK at all, as the
 * "DynamoDB client only" row shows. What the budget catches is a route whose own code makes its cold
 * start clearly heavier than the floor every route shares. Bundling uses the
 * options the CDK construct deploys with (infra/aws/constructs/handler-bundling.ts).
 * Run alone: `tsx tests/bench/lambda-bundles.ts [--runtime-sdk]` (the flag leaves the AWS SDK out of
 * the bundles, as NodejsFunction does with `bundleAwsSDK: false`, to compare).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build } from 'esbuild';
import { HANDLER_BUNDLING, handlerEsbuildOptions } from '../../infra/aws/constructs/handler-bundling';
import { localFunctionEnvironment, UNREAD_SECRETS } from '../../infra/local/environment';
import { handlerModulePath, routeList } from '../../shared/routes';
import { SCHEDULES, scheduledModulePath } from '../../shared/schedules';
import { type BenchRow, kb, round, type Suite } from './support/report';
import { median } from './support/stats';

const SUITE = 'lambda bundles';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Inside the repository, so externalised packages resolve from its node_modules like they would from the runtime's. */
const outDir = join(repoRoot, 'tests', 'bench', 'results', 'lambda-bundles');

export const GZIP_BUDGET_KB = 250;
export const IMPORT_BUDGET_FACTOR = 1.5;
/**
 * The stack's fixed document libraries (pdf-lib for signing, exceljs for Excel; @signpdf and
 * node-forge build the seal) are heavy by nature: pdf-lib alone is about 190 KB gzip. A route whose
 * bundle carries one, found from esbuild's metafile, gets this size budget instead and no import
 * budget; no other route can hide here.
 */
const DOCUMENT_LIBRARY_GZIP_BUDGET_KB = 500;
const DOCUMENT_LIBRARY = /node_modules\/(pdf-lib|exceljs|@signpdf\/[^/]+|node-forge)\//;
/**
 * Routes that run a WebAuthn ceremony (passkey creation options, registering a passkey, signing in
 * with one) load @simplewebauthn/server, whose certificate and ASN.1 parsers (about 250 KB minified)
 * cost their cold import about 0.3 x `health` in parsing alone: loading it only on a passkey request
 * (a dynamic import inside the one bundle) was measured and changed nothing, and esbuild cannot drop
 * the parsers (their decorators are side effects). Heavy by nature like PDF work, so reported without
 * an import budget; found from the metafile, so no other route can hide here. Routes that only list
 * or remove passkeys, or build sign-in options, do not carry it (functions/services/auth).
 */
const WEBAUTHN_LIBRARY = /node_modules\/@simplewebauthn\/server\//;
/**
 * Routes that set a password load the 50,000-entry common-password list
 * (functions/services/auth/password-policy.ts) and decode it when they start: heavy by nature, like
 * PDF and Excel work, so they are reported without an import budget. Found from the bundle itself,
 * so a new route that sets a password is exempt and no other route can hide here.
 */
/** The first entry of the list's encoded data (fxa-common-password-list/src/encoded-passwords.js). */
const COMMON_PASSWORD_LIST_MARKER = '0!qaz1qaz';
const carriesPasswordList = (code: string) => code.includes(COMMON_PASSWORD_LIST_MARKER);
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

// Timed inside the child, so process start-up is excluded: only resolving, parsing and evaluating the bundle count.
const IMPORT_PROBE = `
const started = performance.now();
const module = await import(process.argv[1]);
const elapsed = performance.now() - started;
if (typeof module.handler !== 'function') throw new Error('no handler export');
process.stdout.write(String(elapsed));
`;

const run = promisify(execFile);

async function importOnceMs(file: string, env: NodeJS.ProcessEnv): Promise<number> {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', IMPORT_PROBE, pathToFileURL(file).href],
    { cwd: repoRoot, env },
  );
  return Number(stdout);
}

export async function measureLambdaBundles(
  options: { bundling?: BundlingOptions; importRuns?: number } = {},
): Promise<BenchRow[]> {
  const { bundles, missing } = bundlesToMeasure();
  for (const id of missing) console.warn(`${SUITE}: no handler module for ${id} yet; left out.`);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // One esbuild run with many entry points gives each entry its own self-contained file (no splitting),
  // exactly what one NodejsFunction build per entry gives.
  const { metafile } = await build({
    ...handlerEsbuildOptions(options.bundling ?? HANDLER_BUNDLING),
    metafile: true,
    entryPoints: bundles.map((bundle) => ({
      in: bundle.source,
      out: bundle.file.slice(outDir.length + 1).replace(/\.mjs$/, ''),
    })),
    outdir: outDir,
    absWorkingDir: repoRoot,
  });

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
  const runs = options.importRuns ?? 11;
  for (let pass = 0; pass < runs; pass += 1) {
    for (const bundle of bundles) {
      const referenceMs = await importOnceMs(reference.file, env);
      const bundleMs = await importOnceMs(bundle.file, env);
      samples.get(bundle.id)?.push(bundleMs);
      ratios.get(bundle.id)?.push(bundleMs / referenceMs);
    }
  }

  // The fastest of the runs is the figure printed: every disturbance only adds time.
  const importMs = (id: string) => Math.min(...(samples.get(id) ?? [Number.NaN]));
  const importRatio = (id: string) => median(ratios.get(id) ?? []);
  const rows: BenchRow[] = [];
  for (const bundle of bundles) {
    const code = await readFile(bundle.file);
    const gzipBytes = gzipSync(code).length;
    const output = metafile.outputs[relative(repoRoot, bundle.file)];
    if (!output) throw new Error(`${SUITE}: esbuild's metafile has no output for ${bundle.id}`);
    const inputs = Object.keys(output.inputs);
    const carriesDocumentLibrary = inputs.some((input) => DOCUMENT_LIBRARY.test(input));
    const isExempt =
      carriesDocumentLibrary ||
      inputs.some((input) => WEBAUTHN_LIBRARY.test(input)) ||
      carriesPasswordList(code.toString('utf8'));
    const gzipBudget = carriesDocumentLibrary ? DOCUMENT_LIBRARY_GZIP_BUDGET_KB : GZIP_BUDGET_KB;
    const referenceLabel = REFERENCES[bundle.id];
    const isReference = referenceLabel !== undefined;
    const label = referenceLabel ?? bundle.id;
    rows.push({
      suite: SUITE,
      measure: `${label}: bundle (gzip)${carriesDocumentLibrary ? ', carries a PDF/Excel library' : ''}`,
      value: kb(gzipBytes),
      unit: 'KB',
      ...(isReference ? {} : { target: gzipBudget }),
    });
    rows.push({
      suite: SUITE,
      measure: `${label}: cold import (fastest of ${runs})`,
      value: round(importMs(bundle.id)),
      unit: 'ms',
    });
    if (bundle.id === FRAMEWORK_HELLO_WORLD) continue;
    rows.push({
      suite: SUITE,
      measure: `${label}: cold import ÷ ${FRAMEWORK_HELLO_WORLD} (median of ${runs} pairs)${isExempt ? ', exempt' : ''}`,
      value: round(importRatio(bundle.id), 2),
      unit: '×',
      ...(isReference || isExempt ? {} : { target: IMPORT_BUDGET_FACTOR }),
    });
  }
  return rows;
}

export const lambdaBundlesSuite: Suite = { name: SUITE, run: () => measureLambdaBundles() };

async function main() {
  const runtimeSdk = process.argv.includes('--runtime-sdk');
  const bundling = runtimeSdk ? { ...HANDLER_BUNDLING, bundleAwsSDK: false } : HANDLER_BUNDLING;
  const rows = await measureLambdaBundles({ bundling });
  console.table(rows.map(({ measure, value, unit, target }) => ({ measure, value, unit, target })));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
