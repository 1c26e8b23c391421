import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** A dependency that accepts the connection and never answers. */
let stuck: Server;
let endpoint: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  stuck = createServer(() => undefined);
  await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(stuck.address() as AddressInfo).port}`;
});
afterAll(() => {
  process.env = savedEnv;
  stuck.closeAllConnections();
  stuck.close();
});

describe('AWS SDK clients against a stuck dependency', () => {
  it('give up on DynamoDB within seconds instead of waiting for the Lambda timeout', async () => {
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_DYNAMODB: endpoint,
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'example',
    });
    vi.resetModules();
    const { dynamo } = await import('../../functions/commons/dynamo');
    const startedAt = Date.now();

    const outcome = await dynamo
      .send(new GetCommand({ TableName: 'sessions', Key: { pk: 'a', sk: 'b' } }))
      .then(
        () => 'answered',
        (error: Error) => error.name,
      );

    const seconds = (Date.now() - startedAt) / 1000;
    expect(outcome).toMatch(/Timeout/i);
    // Three attempts of at most 3 s with back-off in between: an answer before the function's 15 s timeout.
    expect(seconds).toBeLessThan(15);
  }, 30_000);
});
