import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLER_BUNDLING, handlerEsbuildOptions } from '../../infra/aws/constructs/handler-bundling';
import { localFunctionEnvironment, UNREAD_SECRETS } from '../../infra/local/environment';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const HEALTH = join(repoRoot, 'functions/handlers/system/health.ts');

/**
 * Code only the SDK's full default chain (@aws-sdk/credential-provider-node) brings: the SSO, ini,
 * credential_process and web-identity providers and the STS/SSO clients they call. Checked against a
 * control bundle built without the alias, so a marker that stops meaning anything fails the test.
 */
const FULL_CHAIN_MARKERS = [
  'credential-provider-ini',
  'credential-provider-sso',
  'fromSSO',
  'sso_start_url',
  'credential_process',
  'AssumeRoleWithWebIdentity',
  'GetRoleCredentials',
];

const FAKE_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'AKIAENVIRONMENTONLY',
  AWS_SECRET_ACCESS_KEY: 'fake-secret-from-the-lambda-environment',
  AWS_SESSION_TOKEN: 'fake-session-token-from-the-lambda-environment',
};

// Calls the bundled handler once with a well-formed session cookie, so the session lookup reads DynamoDB.
const INVOKE = `
const { handler } = await import(process.argv[1]);
const event = JSON.parse(process.argv[2]);
const result = await handler(event, { awsRequestId: 'credential-test', getRemainingTimeInMillis: () => 10000 });
process.stdout.write(JSON.stringify({ statusCode: result.statusCode }));
`;

const run = promisify(execFile);

describe('Lambda bundles use the environment credential provider', () => {
  let workDir: string;
  let bundled: string;
  let control: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'vwp-credentials-'));
    const { alias, ...withoutAlias } = handlerEsbuildOptions();
    expect(alias).toHaveProperty(['@aws-sdk/credential-provider-node']);
    const entryPoints = { index: HEALTH };
    await Promise.all([
      build({ ...handlerEsbuildOptions(HANDLER_BUNDLING), entryPoints, outdir: join(workDir, 'bundled') }),
      build({ ...withoutAlias, entryPoints, outdir: join(workDir, 'control') }),
    ]);
    bundled = join(workDir, 'bundled', 'index.mjs');
    control = join(workDir, 'control', 'index.mjs');
  });

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('leaves the SSO, ini, process and web-identity providers out of the bundle', async () => {
    const [bundledCode, controlCode] = await Promise.all([
      readFile(bundled, 'utf8'),
      readFile(control, 'utf8'),
    ]);
    for (const marker of FULL_CHAIN_MARKERS) {
      expect(controlCode.includes(marker), `control bundle has ${marker}`).toBe(true);
      expect(bundledCode.includes(marker), `bundle has ${marker}`).toBe(false);
    }
    expect(bundledCode.length).toBeLessThan(controlCode.length);
  });

  it('signs DynamoDB requests with the credentials Lambda puts in the environment, and only those', async () => {
    const requests: IncomingHttpHeaders[] = [];
    const server = createServer((request, response) => {
      requests.push(request.headers);
      request.resume();
      request.on('end', () => {
        // GetItem for a session that does not exist: the public route then answers anonymously.
        response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    // Credentials only a shared-credentials file offers: the full chain would find them (fromIni), this bundle must not.
    const home = join(workDir, 'home');
    const credentialsFile = join(workDir, 'aws-credentials');
    await writeFile(
      credentialsFile,
      '[default]\naws_access_key_id = AKIAFROMINIFILE\naws_secret_access_key = from-the-ini-file\n',
    );
    const event = JSON.parse(await readFile(join(repoRoot, 'events/api/health.json'), 'utf8'));
    event.cookies = [`vwp_session=${'a'.repeat(43)}`];
    const baseEnvironment = {
      PATH: process.env.PATH,
      HOME: home,
      AWS_REGION: 'eu-west-1',
      AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${port}`,
      AWS_SHARED_CREDENTIALS_FILE: credentialsFile,
      AWS_CONFIG_FILE: join(workDir, 'no-aws-config'),
      AWS_EC2_METADATA_DISABLED: 'true',
      ...localFunctionEnvironment('https://portal.example.org', UNREAD_SECRETS),
      LOG_LEVEL: 'silent',
    };
    const invoke = async (file: string, env: NodeJS.ProcessEnv) => {
      const { stdout } = await run(
        process.execPath,
        ['--input-type=module', '-e', INVOKE, pathToFileURL(file).href, JSON.stringify(event)],
        { cwd: workDir, env, timeout: 30_000 },
      );
      return JSON.parse(stdout) as { statusCode: number };
    };

    try {
      const withEnvironmentCredentials = await invoke(bundled, { ...baseEnvironment, ...FAKE_CREDENTIALS });
      expect(withEnvironmentCredentials.statusCode).toBe(200);
      // The client limit's counter (UpdateItem, health is public) and the session lookup (GetItem).
      expect(requests.map((request) => request['x-amz-target'])).toEqual([
        'DynamoDB_20120810.UpdateItem',
        'DynamoDB_20120810.GetItem',
      ]);
      for (const signed of requests) {
        expect(signed.authorization).toMatch(
          new RegExp(
            `^AWS4-HMAC-SHA256 Credential=${FAKE_CREDENTIALS.AWS_ACCESS_KEY_ID}/\\d{8}/eu-west-1/dynamodb/`,
          ),
        );
        expect(signed['x-amz-security-token']).toBe(FAKE_CREDENTIALS.AWS_SESSION_TOKEN);
      }

      // Without the environment variables the session lookup fails instead of falling back to the ini file…
      const withoutEnvironmentCredentials = await invoke(bundled, baseEnvironment);
      expect(withoutEnvironmentCredentials.statusCode).toBe(500);
      expect(requests).toHaveLength(2);
      // …which the full chain (the control bundle) would have used.
      const fullChain = await invoke(control, baseEnvironment);
      expect(fullChain.statusCode).toBe(200);
      expect(requests[2]?.authorization).toContain('Credential=AKIAFROMINIFILE/');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
