import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  HANDLER_BUNDLING,
  handlerEsbuildOptions,
  SIDE_FILES,
} from '../../infra/aws/constructs/handler-bundling';
import { REQUIRE_SHIM } from '../../infra/aws/constructs/handler-function';
import {
  handlerEntry,
  REPOSITORY_ROOT,
  scheduledJob,
  workerEntry,
} from '../../infra/aws/stacks/portal-stack';
import { BUCKET_NAMES, bucketEnvVar } from '../../shared/buckets';
import { routeList } from '../../shared/routes';
import { SCHEDULES } from '../../shared/schedules';
import { TABLE_NAMES, tableEnvVar } from '../../shared/tables';
import { WORKERS } from '../../shared/workers';
import { buildPortal } from './support/portal';

// Lambda's deployment package limit is 50 MB zipped; a handler far above this budget drags every cold start.
const GZIP_BUDGET_BYTES = 1024 * 1024;

/**
 * CDK bundles each function in its own esbuild process, which re-reads the SDK every time: some
 * 170 functions took 3–5 minutes. So CDK itself bundles a stack with a few routes of four areas —
 * `system` (the bare handler), `signing` (pdf-lib and the seal libraries), `users` (the
 * common-password file and nodemailer beside the bundle, copied by the afterBundling hook) and
 * `calendar` (rrule beside the bundle) — beside every worker, schedule and the mail-event function,
 * which proves its wiring; every function's code is then bundled in one esbuild run with the same
 * options (`handlerEsbuildOptions` refuses to translate an option it does not mirror), which proves
 * each one builds and loads; and the whole stack's template is validated without bundling.
 *
 * Every route of an area goes through the same construct and hook, so two routes of each carry what the
 * whole area did (31 routes took 21 of the file's 57 s in a full run); the test still finds every side
 * file named by some bundle and absent beside the bundles that do not name it.
 */
const CDK_BUNDLED_ROUTES = new Set([
  'health',
  'openapi',
  'signing-sign-pdf',
  'verify-file',
  'users-create',
  'users-invite',
  'calendar-events-list',
  'calendar-events-create',
]);

const SYNTH_TIMEOUT_MS = 240_000;

/** The same variables a deployed function gets, so the modules' cold-start configuration parsing succeeds. */
const FUNCTION_ENVIRONMENT = {
  ...process.env,
  AWS_REGION: 'eu-west-1',
  STAGE: 'test',
  PORTAL_URL: 'https://portal.example.org',
  MAIL_FROM: 'portal@example.org',
  COOKIE_SECURE: 'true',
  LOG_LEVEL: 'silent',
  ...Object.fromEntries(TABLE_NAMES.map((name) => [tableEnvVar(name), `table-${name}`])),
  ...Object.fromEntries(BUCKET_NAMES.map((name) => [bucketEnvVar(name), `bucket-${name}`])),
};

/**
 * NodejsFunction runs a project's own esbuild as `npx --no-install esbuild …`, and npx's start-up
 * (about 0.9 s here) cost more than the bundling itself, per function. While the stack is built, an
 * `npx` first on PATH runs node_modules/.bin/esbuild directly with the very arguments CDK built; any
 * other npx call goes to the real one. Returns the PATH to restore.
 */
function runEsbuildWithoutNpx(): string | undefined {
  const previous = process.env.PATH;
  const realNpx = execFileSync('bash', ['-c', 'command -v npx'], { encoding: 'utf8' }).trim();
  const esbuild = resolve('node_modules/.bin/esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'portal-npx-'));
  const shim = join(dir, 'npx');
  writeFileSync(
    shim,
    [
      '#!/usr/bin/env bash',
      `if [ "$1" = "--no-install" ] && [ "$2" = "esbuild" ]; then shift 2; exec ${JSON.stringify(esbuild)} "$@"; fi`,
      `exec ${JSON.stringify(realNpx)} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(shim, 0o755);
  process.env.PATH = `${dir}${delimiter}${previous ?? ''}`;
  return previous;
}

/**
 * Imports every bundle in one Node process (each bundle carries its own copy of every module, so
 * they share no state) and answers `typeof handler` per bundle, or the error that stopped it.
 */
const IMPORT_ALL = `
const results = {};
for (const path of process.argv.slice(1)) {
  try { results[path] = typeof (await import(path)).handler; }
  catch (error) { results[path] = 'error: ' + (error && error.message); }
}
console.log(JSON.stringify(results));
`;

/** Bundle files whose import did not give a `handler` function, with what it gave. */
function notLoadable(bundles: ReadonlyMap<string, string>): string[] {
  const exported = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', IMPORT_ALL, ...bundles.values()], {
      env: FUNCTION_ENVIRONMENT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 16 * 1024 * 1024,
    }),
  ) as Record<string, string>;
  return [...bundles]
    .filter(([, file]) => exported[file] !== 'function')
    .map(([id, file]) => `${id}: ${exported[file]}`);
}

/** What functions/services/calendar/recurrence.ts imports when a request meets a weekly series. */
const RRULE_PROBE = `
const module = await import('rrule');
process.stdout.write(typeof (module.RRule ?? module.default.RRule));
`;

/** What functions/mail/smtp-relay.ts imports when the relay is the channel. */
const RELAY_PROBE = `
const mailer = await import('nodemailer/lib/mailer');
const transport = await import('nodemailer/lib/smtp-transport');
process.stdout.write(typeof mailer.default + ' ' + typeof transport.default);
`;

function checkBundle(id: string, code: string) {
  expect(code.startsWith(REQUIRE_SHIM), `${id} require shim`).toBe(true);
  // The credential-provider alias applied (markers checked against a control in credential-provider.test.ts).
  for (const marker of ['credential-provider-ini', 'sso_start_url']) {
    expect(code.includes(marker), `${id} bundles ${marker}`).toBe(false);
  }
  expect(gzipSync(code).length, `${id} gzip size`).toBeLessThan(GZIP_BUDGET_BYTES);
}

function functionsUnder(root: IConstruct): CfnFunction[] {
  return root.node.findAll().filter((each): each is CfnFunction => each instanceof CfnFunction);
}

describe('handler bundles', () => {
  it('are built by CDK as deployed: ES module, require shim, credential alias, loadable', {
    timeout: SYNTH_TIMEOUT_MS,
  }, () => {
    const routes = routeList.filter((route) => CDK_BUNDLED_ROUTES.has(route.id));
    expect(routes).toHaveLength(CDK_BUNDLED_ROUTES.size);
    // Assets are bundled while the constructs are created, so the shim is in place before that.
    const previousPath = runEsbuildWithoutNpx();
    let built: ReturnType<typeof buildPortal>;
    try {
      built = buildPortal({ bundle: true, validateTemplate: false, routes });
    } finally {
      process.env.PATH = previousPath;
    }
    const { app, stack } = built;
    const assembly = app.synth();

    const bundled = new Map<string, string>();
    const withSideFiles = new Set<string>();
    const relaySenders: string[] = [];
    const seriesReaders: string[] = [];
    for (const fn of functionsUnder(stack)) {
      const hash = JSON.stringify(fn.stack.resolve(fn.code)).match(/([0-9a-f]{64})\.zip/)?.[1];
      // CDK's own custom resources carry their own code; only the NodejsFunction bundles are ours.
      const bundle = join(assembly.directory, `asset.${hash}`, 'index.mjs');
      if (!hash || !existsSync(bundle)) continue;
      const code = readFileSync(bundle, 'utf8');
      checkBundle(fn.node.path, code);
      bundled.set(fn.node.path, bundle);
      for (const { marker, files } of SIDE_FILES) {
        const named = code.includes(marker);
        if (named) withSideFiles.add(marker);
        for (const { to } of files) {
          expect(existsSync(join(dirname(bundle), to)), `${fn.node.path} carries ${to}`).toBe(named);
        }
      }
      if (code.includes('"nodemailer/')) relaySenders.push(bundle);
      if (code.includes('"rrule"')) seriesReaders.push(bundle);
    }
    expect(bundled.size).toBe(routes.length + WORKERS.length + SCHEDULES.length + 1);
    expect(notLoadable(bundled)).toEqual([]);
    // Every side file was needed by some bundle here, so each copy command was exercised.
    expect([...withSideFiles].sort()).toEqual(SIDE_FILES.map((each) => each.marker).sort());
    // The relay's modules resolve from the package alone (the assembly lies outside the repository).
    expect(relaySenders.length).toBeGreaterThan(0);
    for (const bundle of relaySenders) {
      const probe = join(dirname(bundle), 'relay-probe.mjs');
      writeFileSync(probe, RELAY_PROBE);
      expect(execFileSync(process.execPath, [probe], { encoding: 'utf8' })).toBe('function function');
    }
    // So does rrule, for the agenda's routes.
    expect(seriesReaders.length).toBeGreaterThan(0);
    for (const bundle of seriesReaders) {
      const probe = join(dirname(bundle), 'rrule-probe.mjs');
      writeFileSync(probe, RRULE_PROBE);
      expect(execFileSync(process.execPath, [probe], { encoding: 'utf8' })).toBe('function');
    }
  });

  it('of the whole stack make a template that passes CloudFormation validation', {
    timeout: SYNTH_TIMEOUT_MS,
  }, () => {
    const { app } = buildPortal({ validateTemplate: true });
    // Throws on template errors found by aws-cdk-lib's built-in CloudFormation validation.
    expect(() => app.synth()).not.toThrow();
  });

  it('every route, worker, schedule and event function builds with the deployed options and loads', {
    timeout: SYNTH_TIMEOUT_MS,
  }, async () => {
    const entries = [
      ...routeList.map((route) => ({ id: `route ${route.id}`, source: handlerEntry(route) })),
      ...WORKERS.map((worker) => ({ id: `worker ${worker.id}`, source: workerEntry(worker) })),
      ...SCHEDULES.map((schedule) => ({
        id: `schedule ${schedule.id}`,
        source: scheduledJob(schedule).entry,
      })),
      { id: 'ses-events', source: `${REPOSITORY_ROOT}functions/events/ses-events.ts` },
    ];
    const outdir = mkdtempSync(join(tmpdir(), 'portal-bundles-'));
    // One esbuild run with many entry points gives each entry its own self-contained file (no
    // splitting), exactly what one NodejsFunction build per entry gives, in a fraction of the time.
    await build({
      ...handlerEsbuildOptions(HANDLER_BUNDLING),
      entryPoints: entries.map((entry) => ({ in: entry.source, out: entry.id.replace(/\W+/g, '-') })),
      outdir,
      absWorkingDir: REPOSITORY_ROOT,
    });
    const bundles = new Map(
      entries.map((entry) => [entry.id, join(outdir, `${entry.id.replace(/\W+/g, '-')}.mjs`)]),
    );
    for (const [id, file] of bundles) checkBundle(id, readFileSync(file, 'utf8'));
    expect(notLoadable(bundles)).toEqual([]);
  });
});
