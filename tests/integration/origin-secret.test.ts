import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../../infra/local/adapter';
import { type LocalSecretStore, startSecretStore } from '../../infra/local/services/secrets';
import { VIEWER_IP_HEADER } from '../../shared/constants';
import { ORIGIN_SECRET_HEADER } from '../../shared/origin-header';

const REPOSITORY_ROOT = join(import.meta.dirname, '..', '..');
const healthEvent = () =>
  JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'events/api/health.json'), 'utf8')) as APIGatewayProxyEventV2;

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const FUNCTION_ENV = {
  STAGE: 'test',
  PORTAL_URL: 'https://portaal.example.org',
  MAIL_FROM: 'portaal@example.org',
  LOG_LEVEL: 'silent',
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'example-secret-key',
  AWS_SESSION_TOKEN: 'example-session-token',
  // Every handler module names the sessions table; health without a token only counts its caller there.
  TABLE_SESSIONS: 'sessions',
  TABLE_IDEMPOTENCY: 'unused-idempotency',
};

let store: LocalSecretStore;
/** Answers every DynamoDB call with an empty success: health's client-limit counter (a public route) is all it sees. */
let dynamo: Server;
const savedEnv = { ...process.env };

beforeAll(async () => {
  store = await startSecretStore({ 'origin-secret': 'de-geheime-waarde-van-cloudfront' });
  dynamo = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => dynamo.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await store.stop();
  await new Promise((resolve) => dynamo.close(resolve));
});
afterEach(() => {
  process.env = { ...savedEnv };
  vi.resetModules();
});

/** The health handler as Lambda loads it in AWS: configuration from the environment, read at import. */
async function healthHandlerWith(env: Record<string, string>): Promise<Handler> {
  Object.assign(process.env, FUNCTION_ENV, env);
  vi.resetModules();
  const module = (await import('../../functions/handlers/system/health')) as unknown as { handler: Handler };
  return module.handler;
}

const behindCloudFront = () => ({
  AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${(dynamo.address() as AddressInfo).port}`,
  ORIGIN_SECRET_ARN: store.arnOf('origin-secret'),
  TRUST_VIEWER_IP_HEADER: 'true',
  AWS_ENDPOINT_URL_SECRETS_MANAGER: store.endpoint,
});

describe('the CloudFront origin secret', () => {
  it('refuses a request that reaches the API around CloudFront, even with a forged viewer address', async () => {
    const handler = await healthHandlerWith(behindCloudFront());
    const event = healthEvent();
    event.headers[VIEWER_IP_HEADER] = '203.0.113.7';

    const answer = await handler(event, lambdaContext('direct', 'health'));

    expect(answer.statusCode).toBe(403);
    expect(JSON.parse(answer.body ?? '{}').code).toBe('FORBIDDEN');
  });

  it('refuses a request with a wrong origin secret', async () => {
    const handler = await healthHandlerWith(behindCloudFront());
    const event = healthEvent();
    event.headers[ORIGIN_SECRET_HEADER] = 'geraden';

    const answer = await handler(event, lambdaContext('wrong', 'health'));

    expect(answer.statusCode).toBe(403);
  });

  it('serves a request that carries the secret CloudFront adds', async () => {
    const handler = await healthHandlerWith(behindCloudFront());
    const event = healthEvent();
    event.headers[ORIGIN_SECRET_HEADER] = 'de-geheime-waarde-van-cloudfront';

    const answer = await handler(event, lambdaContext('through-cloudfront', 'health'));

    expect(answer.statusCode).toBe(200);
  });

  it('refuses to start when the viewer address is trusted without an origin secret', async () => {
    await expect(healthHandlerWith({ TRUST_VIEWER_IP_HEADER: 'true' })).rejects.toThrow(/ORIGIN_SECRET_ARN/);
  });
});

describe('reading a secret at cold start', () => {
  let server: Server;
  let endpoint: string;
  const seen: IncomingHttpHeaders[] = [];
  let delayMs = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.headers);
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify({ SecretString: 'uit-secrets-manager' }));
      }, delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const arn = 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:portal-key-AbCdEf';

  it('sends one request signed for Secrets Manager with the role credentials and caches the value', async () => {
    Object.assign(process.env, FUNCTION_ENV, { AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoint });
    const { readSecret } = await import('../../functions/commons/secrets');
    seen.length = 0;

    const values = [await readSecret(arn), await readSecret(arn)];

    expect(values).toEqual(['uit-secrets-manager', 'uit-secrets-manager']);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(seen[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/secretsmanager\/aws4_request, SignedHeaders=[^,]*x-amz-target/,
    );
    expect(seen[0]?.['x-amz-security-token']).toBe('example-session-token');
  });

  it('fails fast instead of waiting for a stuck endpoint', async () => {
    Object.assign(process.env, FUNCTION_ENV, { AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoint });
    const { readSecret } = await import('../../functions/commons/secrets');
    delayMs = 10_000;
    const startedAt = Date.now();

    await expect(readSecret(`${arn}-stuck`)).rejects.toThrow();

    expect(Date.now() - startedAt).toBeLessThan(5000);
    delayMs = 0;
  });

  it('refuses a DATA_ENCRYPTION_KEY that holds a key instead of a secret ARN', async () => {
    Object.assign(process.env, FUNCTION_ENV, { DATA_ENCRYPTION_KEY: 'een-sleutel-in-klare-tekst' });
    const { loadFieldEncryptionKey } = await import('../../functions/services/crypto/field-encryption');

    await expect(loadFieldEncryptionKey()).rejects.toThrow(/ARN/);
  });

  it('encrypts with the key read through the secret ARN', async () => {
    Object.assign(process.env, FUNCTION_ENV, {
      AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoint,
      DATA_ENCRYPTION_KEY: `${arn}-data`,
    });
    const crypto = await import('../../functions/services/crypto/field-encryption');
    await crypto.loadFieldEncryptionKey();

    const stored = crypto.encryptField('85073003328');

    expect(stored).not.toContain('85073003328');
    expect(crypto.decryptField(stored)).toBe('85073003328');
  });
});
