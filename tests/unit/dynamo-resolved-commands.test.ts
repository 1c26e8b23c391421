import { Readable } from 'node:stream';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dynamo } from '../../functions/commons/dynamo';

type Sent = { target: string; body: Record<string, unknown> };

const sent: Sent[] = [];

/**
 * The transport answers every request itself (nothing leaves the process) with the low-level answer a
 * GetItem of the request's key would give, after the SDK has marshalled, serialised and signed it: the
 * document client's unmarshalling still runs on the way back.
 */
beforeAll(() => {
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'unit');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'unit');
  dynamo.config.requestHandler = {
    handle: async (request: { body: unknown; headers: Record<string, string> }) => {
      const body = JSON.parse(String(request.body)) as Record<string, unknown>;
      sent.push({ target: String(request.headers['x-amz-target']), body });
      const key = body.Key as { pk?: { S?: string } } | undefined;
      const answer = { Item: { pk: { S: key?.pk?.S ?? 'none' }, n: { N: '7' } } };
      return {
        response: {
          statusCode: 200,
          headers: { 'content-type': 'application/x-amz-json-1.0' },
          body: Readable.from([Buffer.from(JSON.stringify(answer), 'utf8')]),
        },
      };
    },
  } as never;
});

beforeEach(() => {
  sent.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shared DynamoDB document client', () => {
  it('resolves a document command class’s middleware once, and sends each command with its own input', async () => {
    // Prepare
    const resolve = vi.spyOn(GetItemCommand.prototype, 'resolveMiddleware');

    // Act
    const first = await dynamo.send(new GetCommand({ TableName: 'vwp-families', Key: { pk: 'FAMILY#1' } }));
    const second = await dynamo.send(new GetCommand({ TableName: 'vwp-families', Key: { pk: 'FAMILY#2' } }));

    // Assess: marshalled on the way out, unmarshalled on the way back, each with its own key
    expect(sent.map((each) => each.body.Key)).toEqual([{ pk: { S: 'FAMILY#1' } }, { pk: { S: 'FAMILY#2' } }]);
    expect(first.Item).toEqual({ pk: 'FAMILY#1', n: 7 });
    expect(second.Item).toEqual({ pk: 'FAMILY#2', n: 7 });
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('keeps each command class apart, and a command with middleware of its own is resolved as it is', async () => {
    // Act
    await dynamo.send(new GetCommand({ TableName: 'vwp-families', Key: { pk: 'FAMILY#1' } }));
    await dynamo.send(new PutCommand({ TableName: 'vwp-families', Item: { pk: 'FAMILY#3', n: 1 } }));
    // What repositories/table.ts `quiet` does: the command brings a middleware of its own
    const own = new GetCommand({ TableName: 'vwp-families', Key: { pk: 'FAMILY#4' } });
    own.middlewareStack.add((next) => next, { name: 'loggerMiddleware', step: 'initialize', override: true });
    const resolve = vi.spyOn(GetItemCommand.prototype, 'resolveMiddleware');
    await dynamo.send(own);

    // Assess
    expect(sent.map((each) => each.target)).toEqual([
      'DynamoDB_20120810.GetItem',
      'DynamoDB_20120810.PutItem',
      'DynamoDB_20120810.GetItem',
    ]);
    expect(sent[1]?.body.Item).toEqual({ pk: { S: 'FAMILY#3' }, n: { N: '1' } });
    expect(sent[2]?.body.Key).toEqual({ pk: { S: 'FAMILY#4' } });
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('starts afresh when a client middleware is added, so it sees every later request', async () => {
    // Prepare: a class resolved before the middleware came
    await dynamo.send(new GetCommand({ TableName: 'vwp-families', Key: { pk: 'FAMILY#1' } }));
    const seen: string[] = [];
    dynamo.middlewareStack.add(
      (next, context) => async (args) => {
        seen.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'watch', priority: 'low' },
    );

    // Act
    await dynamo.send(new GetCommand({ TableName: 'vwp-families', Key: { pk: 'FAMILY#2' } }));
    dynamo.middlewareStack.remove('watch');
    await dynamo.send(new GetCommand({ TableName: 'vwp-families', Key: { pk: 'FAMILY#3' } }));

    // Assess
    expect(seen).toEqual(['GetItemCommand']);
    expect(sent).toHaveLength(3);
  });
});
