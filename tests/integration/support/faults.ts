import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  type BatchGetCommandInput,
  BatchWriteCommand,
  type BatchWriteCommandInput,
  DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AwsService } from '../../../functions/commons/aws-http';

/**
 * Fault injection around the real stand-in client: every DynamoDB document client of this process
 * (the handlers run in it) sends through `rule` first. A rule answers a command itself (a fault) or
 * returns undefined to let it through to DynamoDB Local unchanged; `forward` sends a command for real.
 * Restore it in a `finally`, like aws-sdk-client-mock.
 */
type Sent = { constructor: { name: string }; input: unknown };
type Forward = (command: Sent) => Promise<unknown>;
export type FaultRule = (command: Sent, forward: Forward) => Promise<unknown> | undefined;

export function injectDynamoFaults(rule: FaultRule) {
  const prototype = DynamoDBDocumentClient.prototype as unknown as Record<string, unknown>;
  const own = Object.getOwnPropertyDescriptor(prototype, 'send');
  const original = prototype.send as (this: unknown, command: Sent, ...rest: unknown[]) => Promise<unknown>;
  const faults = { injected: 0 };
  prototype.send = function send(this: unknown, command: Sent, ...rest: unknown[]) {
    const forward: Forward = (next) => original.call(this, next, ...rest);
    const answer = rule(command, forward);
    if (!answer) return forward(command);
    faults.injected += 1;
    return answer;
  };
  return {
    get injected() {
      return faults.injected;
    },
    restore() {
      if (own) Object.defineProperty(prototype, 'send', own);
      else delete prototype.send;
    },
  };
}

/** How many times a fault strikes: a number of matching calls, or every one. */
type Times = number | 'always';

function budget(times: Times) {
  let left = times === 'always' ? Number.POSITIVE_INFINITY : times;
  return () => {
    if (left <= 0) return false;
    left -= 1;
    return true;
  };
}

const tableMatches = (name: string, table: string | undefined) => !table || name === table;

/** Which batch calls a fault strikes: on one table (its physical name) or any, how often, and how much of each it lets through. */
type BatchFault = { table?: string; times: Times; done?: number };

/** Of a request's writes or keys, the first `done` go through (default 1), never all of them. */
const doneOf = <T>(requests: readonly T[], fault: BatchFault) =>
  requests.slice(0, Math.min(fault.done ?? 1, requests.length - 1));

/**
 * BatchWriteItem as DynamoDB answers it under throttling: of each request on the table, only the
 * first write is done (none when it holds one), the rest comes back as UnprocessedItems.
 */
export function unprocessedWrites(options: BatchFault): FaultRule {
  const strikes = budget(options.times);
  return (command, forward) => {
    if (!(command instanceof BatchWriteCommand)) return undefined;
    const requests = (command.input as BatchWriteCommandInput).RequestItems ?? {};
    const [name, writes] = Object.entries(requests)[0] ?? [];
    if (!name || !writes || !tableMatches(name, options.table) || !strikes()) return undefined;
    const done = doneOf(writes, options);
    const left = writes.slice(done.length);
    const sent = done.length > 0 ? forward(new BatchWriteCommand({ RequestItems: { [name]: done } })) : null;
    return Promise.resolve(sent).then(() => ({ UnprocessedItems: { [name]: left }, $metadata: {} }));
  };
}

/** BatchGetItem under throttling: of each request on the table, only the first key is read, the rest comes back unprocessed. */
export function unprocessedReads(options: BatchFault): FaultRule {
  const strikes = budget(options.times);
  return (command, forward) => {
    if (!(command instanceof BatchGetCommand)) return undefined;
    const requests = (command.input as BatchGetCommandInput).RequestItems ?? {};
    const [name, request] = Object.entries(requests)[0] ?? [];
    const keys = request?.Keys ?? [];
    if (!name || !request || !tableMatches(name, options.table) || !strikes()) return undefined;
    const done = doneOf(keys, options);
    const left = keys.slice(done.length);
    const read =
      done.length > 0
        ? (forward(new BatchGetCommand({ RequestItems: { [name]: { ...request, Keys: done } } })) as Promise<{
            Responses?: Record<string, unknown[]>;
          }>)
        : Promise.resolve({ Responses: { [name]: [] } });
    return read.then((answer) => ({
      Responses: { [name]: answer.Responses?.[name] ?? [] },
      UnprocessedKeys: { [name]: { ...request, Keys: left } },
      $metadata: {},
    }));
  };
}

/** A TransactWriteItems cancelled by throttling (a cancellation the SDK does not retry itself). */
export function throttledTransactions(options: { times: Times }): FaultRule {
  const strikes = budget(options.times);
  return (command) => {
    if (command.constructor.name !== 'TransactWriteCommand' || !strikes()) return undefined;
    return Promise.reject(
      new TransactionCanceledException({
        message:
          'Transaction cancelled, please refer cancellation reasons for specific reasons [ThrottlingError]',
        $metadata: {},
        CancellationReasons: [{ Code: 'ThrottlingError' }],
      }),
    );
  };
}

/** The stand-in endpoints of the services the portal calls with signed requests (functions/commons/aws-http.ts). */
const ENDPOINT_VARIABLES: Record<AwsService, string> = {
  s3: 'AWS_ENDPOINT_URL_S3',
  sqs: 'AWS_ENDPOINT_URL_SQS',
  ses: 'AWS_ENDPOINT_URL_SESV2',
};

export type AwsCall = { url: string; body: string };

/**
 * Every request of this process to `service`'s stand-in (S3 object calls, SQS enqueueing, SES sends)
 * goes through `answer` until `restore`: it may answer itself (a `Response` as AWS would give, or a
 * rejection for a network failure) or `forward` the request for real. Wraps `fetch`, the one door of
 * the signed client, so it also reaches module copies a test made with `vi.resetModules`, and the
 * client's own retries and error parsing run as they would against AWS. `calls` counts what it saw.
 */
export function interceptAwsCalls(
  service: AwsService,
  answer: (call: AwsCall, forward: () => Promise<Response>) => Promise<Response>,
) {
  const original = globalThis.fetch;
  const endpoint = process.env[ENDPOINT_VARIABLES[service]];
  if (!endpoint) throw new Error(`${ENDPOINT_VARIABLES[service]} is not set: start the test portal first`);
  const origin = new URL(endpoint).origin;
  const seen = { calls: 0 };
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).origin !== origin) return original(input, init);
    seen.calls += 1;
    return answer({ url, body: typeof init?.body === 'string' ? init.body : '' }, () =>
      original(input, init),
    );
  };
  return {
    get calls() {
      return seen.calls;
    },
    restore() {
      globalThis.fetch = original;
    },
  };
}

/** Every request to `service` fails as a network failure would, until `restore`. */
export const failAwsCalls = (service: AwsService, error: Error) =>
  interceptAwsCalls(service, () => Promise.reject(error));

/** An error answer as AWS's REST-JSON services give it (SES v2): the error type in a header. */
export const awsErrorAnswer = (status: number, errorType: string, message: string) =>
  Response.json(
    { message },
    { status, headers: { 'x-amzn-errortype': `${errorType}:http://internal.amazon.com/` } },
  );
