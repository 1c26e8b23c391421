import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AwsHttpError, awsHttp } from '../../functions/commons/aws-http';

/**
 * The signed client that replaced the S3, SQS and SES v2 SDK clients in the routes: what it sends and
 * how it treats AWS's answers, against a server scripted per test. The stand-ins (s3rver, the SQS and
 * SES stand-ins) check the real calls in the integration tests.
 */

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
type Scripted = { status: number; headers?: Record<string, string>; body?: string };

let server: Server;
let origin: URL;
let script: Scripted[] = [];
const seen: Seen[] = [];

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID ??= 'test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
  process.env.AWS_REGION ??= 'eu-west-1';
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: String(request.method),
        url: String(request.url),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const next = script.shift() ?? { status: 200 };
      response.writeHead(next.status, next.headers ?? {});
      response.end(next.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  script = [];
  seen.length = 0;
});

const call = (overrides: Partial<Parameters<typeof awsHttp.send>[0]> = {}) =>
  awsHttp.send({
    service: 's3',
    method: 'GET',
    origin,
    path: '/bucket/some%20key',
    headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', range: 'bytes=0-9' },
    unsignedHeaders: ['range'],
    timeoutMs: 2000,
    ...overrides,
  });

describe('the signed AWS client', () => {
  it('signs the request with Signature V4, leaving the unsigned headers out of the signature', async () => {
    // Act
    const answer = await call();

    // Assess
    expect(answer.status).toBe(200);
    const [request] = seen;
    expect(request?.url).toBe('/bucket/some%20key');
    expect(request?.headers.range).toBe('bytes=0-9');
    const authorization = String(request?.headers.authorization);
    expect(authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=\w+\/\d{8}\/eu-west-1\/s3\/aws4_request, /);
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';');
    expect(signedHeaders).toContain('host');
    expect(signedHeaders).toContain('x-amz-content-sha256');
    expect(signedHeaders).not.toContain('range');
  });

  it('signs a JSON body by its hash and sends it unchanged', async () => {
    // Act
    await call({
      service: 'sqs',
      method: 'POST',
      path: '/',
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessageBatch' },
      unsignedHeaders: [],
      body: '{"QueueUrl":"q"}',
    });

    // Assess
    expect(seen[0]?.body).toBe('{"QueueUrl":"q"}');
    expect(String(seen[0]?.headers.authorization)).toContain('/sqs/aws4_request');
    expect(String(seen[0]?.headers.authorization)).toMatch(/SignedHeaders=[^,]*x-amz-target/);
  });

  it('retries a server error and a throttle, as the SDK does, and answers the success', async () => {
    // Prepare
    script = [{ status: 503 }, { status: 429 }, { status: 200, body: 'ok' }];

    // Act
    const answer = await call();

    // Assess
    expect(await answer.text()).toBe('ok');
    expect(seen).toHaveLength(3);
  });

  it('gives up after three attempts with the error S3 named in its XML', async () => {
    // Prepare
    const slowDown = {
      status: 503,
      body: '<Error><Code>SlowDown</Code><Message>Reduce your rate</Message></Error>',
    };
    script = [slowDown, slowDown, slowDown, { status: 200 }];

    // Act
    const failure = await call().catch((error: unknown) => error);

    // Assess
    expect(failure).toBeInstanceOf(AwsHttpError);
    expect(failure).toMatchObject({
      name: 'SlowDown',
      message: 'Reduce your rate',
      $metadata: { httpStatusCode: 503, attempts: 3 },
    });
    expect(seen).toHaveLength(3);
  });

  it('does not retry a refusal, and names it from the JSON error type or the error-type header', async () => {
    // Prepare
    script = [
      {
        status: 400,
        headers: { 'content-type': 'application/json' },
        body: '{"__type":"com.amazonaws.sqs#QueueDoesNotExist","message":"No such queue"}',
      },
      {
        status: 400,
        headers: { 'x-amzn-errortype': 'MessageRejected:http://internal.amazon.com/' },
        body: '{"message":"Address blacklisted"}',
      },
      { status: 404 },
    ];

    // Act
    const failures = [];
    for (let each = 0; each < 3; each += 1) failures.push(await call().catch((error: unknown) => error));

    // Assess
    expect(failures.map((error) => (error as AwsHttpError).name)).toEqual([
      'QueueDoesNotExist',
      'MessageRejected',
      'NotFound',
    ]);
    expect((failures[1] as AwsHttpError).message).toBe('Address blacklisted');
    expect(seen).toHaveLength(3);
  });
});
