import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type AwsStub, mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import * as z from '../../shared/zod';
import { startTestPortal, type TestPortal } from './support/portal';

let portal: TestPortal;
// biome-ignore lint/suspicious/noExplicitAny: the stub's client type parameters do not matter here
let dynamoMock: AwsStub<any, any, any> | undefined;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterEach(() => {
  dynamoMock?.restore();
  vi.restoreAllMocks();
});
afterAll(() => portal.stop());

describe('unexpected failures', () => {
  it('answer a generic Dutch 500 without internals and log the error once with the request id', async () => {
    const token = await portal.logIn();
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    dynamoMock = mockClient(DynamoDBDocumentClient);
    dynamoMock
      .on(GetCommand)
      .rejects(new Error('ProvisionedThroughputExceededException: table t-sessions at 10.0.0.1'));

    const answer = await portal.call('GET', '/api/auth/me', { token });

    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: messages.generic.internal, code: 'INTERNAL' });
    expect(answer.text).not.toMatch(/Provisioned|10\.0\.0\.1|at /);
    const errorLines = stderr.mock.calls
      .map(([chunk]) => String(chunk))
      .filter((line) => line.includes('"unhandled error"'))
      .map((line) => JSON.parse(line));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatchObject({ level: 'error', route: 'auth-me', requestId: expect.any(String) });
  });
});

/** The error lines the logger wrote while `act` ran. */
async function loggedErrors<T>(act: () => Promise<T>) {
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const result = await act();
  const lines = stderr.mock.calls
    .map(([chunk]) => String(chunk))
    .filter((line) => line.includes('"unhandled error"'))
    .map((line) => JSON.parse(line));
  stderr.mockRestore();
  return { result, lines };
}

describe("server-side parse failures are the server's fault, not the caller's", () => {
  it('answers a stored item that fails its schema with the generic 500 and logs which entity failed', async () => {
    const token = await portal.logIn();
    const created = await portal.call<{ id: number }>('POST', '/api/families', {
      token,
      body: { parentName: 'Ouder Kapot', childName: 'Kind', email: 'kapot@example.org', phone: '0470123456' },
    });
    expect(created.status).toBe(201);
    const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const key = { pk: `FAMILY#${created.body.id}`, sk: 'FAMILY' };
    const stored = (
      await dynamo.send(new GetCommand({ TableName: `${portal.resourcePrefix}families`, Key: key }))
    ).Item;
    await dynamo.send(
      new PutCommand({
        TableName: `${portal.resourcePrefix}families`,
        Item: { ...stored, guidanceStatus: 42 },
      }),
    );

    const { result: answer, lines } = await loggedErrors(() =>
      portal.call('GET', `/api/families/${created.body.id}`, { token }),
    );

    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: messages.generic.internal, code: 'INTERNAL' });
    expect(answer.text).not.toMatch(/guidanceStatus/);
    expect(lines).toHaveLength(1);
    expect(lines[0].error).toMatchObject({ name: 'StoredItemError', entity: 'family record' });
  });

  it('answers a response that fails its own schema with the generic 500, logged, naming no field', async () => {
    const { createHandler } = await import('../../functions/http/create-handler');
    const { defineRoute } = await import('../../shared/routes/define');
    const route = defineRoute({
      id: 'scratch-response',
      area: 'system',
      method: 'GET',
      path: '/api/scratch',
      access: 'public',
      summary: 'test only',
      response: z.strictObject({ passwordHash: z.string() }),
      uses: { tables: [] },
    });
    // A handler whose answer breaks its response schema: a bug on our side, never a 400.
    const handler = createHandler(
      route,
      async () => ({ passwordHash: 42 }) as unknown as { passwordHash: string },
    );
    const event = {
      version: '2.0',
      rawPath: '/api/scratch',
      headers: {},
      requestContext: { requestId: 'scratch-1', http: { method: 'GET', sourceIp: '127.0.0.1' } },
    } as unknown as APIGatewayProxyEventV2;

    const { result, lines } = await loggedErrors(() =>
      handler(event, { awsRequestId: 'scratch-1' } as Parameters<typeof handler>[1]),
    );

    const answer = result as { statusCode: number; body: string };
    expect(answer.statusCode).toBe(500);
    expect(JSON.parse(answer.body)).toEqual({ message: messages.generic.internal, code: 'INTERNAL' });
    expect(answer.body).not.toMatch(/passwordHash/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ route: 'scratch-response', requestId: 'scratch-1' });
  });
});
