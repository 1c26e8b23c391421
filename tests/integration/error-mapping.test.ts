import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { type AwsStub, mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
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
