import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { REQUIRE_SHIM } from '../../infra/aws/constructs/handler-function';
import { BUCKET_NAMES, bucketEnvVar } from '../../shared/buckets';
import { routeList } from '../../shared/routes';
import { TABLE_NAMES, tableEnvVar } from '../../shared/tables';
import { buildPortal } from './support/portal';

// Lambda's deployment package limit is 50 MB zipped; a handler far above this budget drags every cold start.
const GZIP_BUDGET_BYTES = 1024 * 1024;

/**
 * CDK bundles each function on its own (`npx esbuild` per function, about a second each with npm's
 * start-up) and each bundle is then loaded in a fresh Node: with some 150 functions that is minutes.
 */
const FULL_SYNTH_TIMEOUT_MS = 480_000;

describe('full synth with bundled handlers', () => {
  it('bundles every registry handler into a loadable ES module and passes CloudFormation validation', {
    timeout: FULL_SYNTH_TIMEOUT_MS,
  }, () => {
    const { app, stack } = buildPortal({ bundle: true });
    // Throws on esbuild errors and on template errors found by aws-cdk-lib's built-in CloudFormation validation.
    const assembly = app.synth();

    // The same variables a deployed function gets, so the modules' cold-start configuration parsing succeeds.
    const environment = {
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

    const sizes: number[] = [];
    for (const route of routeList) {
      const area = stack.apiAreas.find((each) => each.node.id === `Api-${route.area}`);
      const fn = area?.functions[route.id]?.function.node.defaultChild;
      if (!(fn instanceof CfnFunction)) throw new Error(`No function for ${route.id}`);
      const hash = JSON.stringify(stack.resolve(fn.code)).match(/([0-9a-f]{64})\.zip/)?.[1];
      const bundle = join(assembly.directory, `asset.${hash}`, 'index.mjs');
      expect(existsSync(bundle), `${route.id} bundle`).toBe(true);
      const code = readFileSync(bundle, 'utf8');
      expect(code.startsWith(REQUIRE_SHIM), `${route.id} require shim`).toBe(true);
      // NodejsFunction applied the credential-provider alias (markers checked against a control in credential-provider.test.ts).
      for (const marker of ['credential-provider-ini', 'sso_start_url']) {
        expect(code.includes(marker), `${route.id} bundles ${marker}`).toBe(false);
      }
      sizes.push(gzipSync(readFileSync(bundle)).length);

      // Loading in a fresh Node proves the ESM output and the require shim work, not only that esbuild finished.
      const exported = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(bundle)}); console.log(typeof m.handler);`,
        ],
        { env: environment, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(exported.trim(), route.id).toBe('function');
      expect(statSync(bundle).size, route.id).toBeGreaterThan(0);
    }
    expect(Math.max(...sizes)).toBeLessThan(GZIP_BUDGET_BYTES);
  });
});
