import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { genericMessages } from '../../shared/messages/generic';
import { tableEnvVar } from '../../shared/table-env';
import type { TableName } from '../../shared/tables';
import { dynamo } from '../commons/dynamo';
import { requireEnv } from '../config';
import { validationError } from '../domain/errors';
import { type CursorScope, decodeCursor, encodeCursor } from './cursor';
import { projectionOf } from './projection';
import { setExpression } from './set-expression';

/**
 * Physical table name, read from the environment at each use (a process.env lookup): a Lambda
 * function's never changes, but the local runtime may run several portals one after another in one
 * process (functions/config), so a repository keeps no name of its own at module load. A missing
 * grant still fails loudly, at the first call that needs the table; tests/infra/table-grants.test.ts
 * checks every route's grants before deployment.
 */
export const tableName = (name: TableName) => requireEnv(tableEnvVar(name));

/**
 * A stored item that does not match its schema: a server-side fault (old data, a bug in a writer),
 * never the caller's. The error mapper answers it with the generic 500 and the log names what failed.
 */
export class StoredItemError extends Error {
  constructor(
    readonly entity: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(`Stored ${entity} item does not match its schema`);
    this.name = 'StoredItemError';
  }
}

/** The one way a repository reads an item it got from DynamoDB. */
export function parseItem<S extends z.ZodType>(schema: S, item: unknown, entity: string): z.output<S> {
  const result = schema.safeParse(item);
  if (result.success) return result.data;
  throw new StoredItemError(
    entity,
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

/** A conditional write or a transaction lost to a concurrent change. */
export function isConditionFailure(error: unknown): boolean {
  if (error instanceof ConditionalCheckFailedException) return true;
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed');
  }
  return false;
}

/** Spec ids are numbers: each entity takes the next value of an atomic counter item in its own table. */
export async function nextId(table: string, entity: string): Promise<number> {
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: 'COUNTER', sk: entity },
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.value);
}

/**
 * How many items a Query matches, with `Select: 'COUNT'` (no items travel back), following its pages:
 * DynamoDB counts at most 1 MB of items per call. With `max`, it stops once that many are counted.
 */
export async function countQuery(
  input: Omit<QueryCommandInput, 'Select' | 'ExclusiveStartKey' | 'Limit'>,
  options: { max?: number } = {},
) {
  const { max } = options;
  let total = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        ...input,
        Select: 'COUNT',
        Limit: max === undefined ? undefined : max - total,
        ExclusiveStartKey: cursor,
      }),
    );
    total += page.Count ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor && (max === undefined || total < max));
  return max === undefined ? total : Math.min(total, max);
}

/** One COUNT query per index partition (e.g. one per status), answered as counts by partition value. */
export async function countPerPartition<V extends string>(
  values: readonly V[],
  query: (value: V) => Omit<QueryCommandInput, 'Select' | 'ExclusiveStartKey'>,
): Promise<Record<V, number>> {
  const counts = await Promise.all(
    values.map(async (value) => [value, await countQuery(query(value))] as const),
  );
  return Object.fromEntries(counts) as Record<V, number>;
}

export type Item = Record<string, unknown>;

/** A Query as the toolkit runs it: the toolkit owns where it starts, how much it reads and what it selects. */
export type QueryInput = Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit' | 'Select'>;

/**
 * Every item a Query matches, following DynamoDB's pages (at most 1 MB each). With `max`, it stops
 * once that many items passed the filter expression (a filter applies after each call's Limit, so it
 * keeps reading until then or until the partition ends).
 */
export async function queryAll(input: QueryInput, options: { max?: number } = {}): Promise<Item[]> {
  const { max } = options;
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        ...input,
        Limit: max === undefined ? undefined : max - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && (max === undefined || items.length < max));
  return max === undefined ? items : items.slice(0, max);
}

export type { CursorScope } from './cursor';

export type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * One page of a Query: at most `limit` items that pass the filter expression, after the cursor's
 * key. One item more than asked is read, so the last page answers nextCursor null instead of
 * promising a page that turns out empty; a filter keeps it reading until the page is full or the
 * partition ends. A cursor this list did not hand out is the caller's mistake: 400, invalidCursor.
 * Items are read whole (no projection), so each one carries the key its cursor is made of.
 */
export async function queryPage(
  input: Omit<QueryInput, 'ProjectionExpression'>,
  page: { limit: number; cursor?: string | undefined },
  scope: CursorScope,
): Promise<Page<Item>> {
  let startKey: Item | undefined;
  if (page.cursor !== undefined) {
    const key = decodeCursor(scope, page.cursor);
    if (!key) {
      const message = genericMessages.invalidCursor;
      throw validationError(message, [{ path: 'cursor', message }]);
    }
    startKey = key;
  }
  const items: Item[] = [];
  do {
    const result = await dynamo.send(
      new QueryCommand({ ...input, Limit: page.limit + 1 - items.length, ExclusiveStartKey: startKey }),
    );
    items.push(...(result.Items ?? []));
    startKey = result.LastEvaluatedKey;
  } while (startKey && items.length <= page.limit);
  const shown = items.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    items: shown,
    nextCursor: items.length > page.limit && last ? encodeCursor(scope, last) : null,
  };
}

/**
 * A command sent without the SDK's logger middleware: that middleware walks every request and answer
 * to filter sensitive fields for a logger that logs nothing (the clients have none). For the export's
 * pages, a backup's pages and a restore's writes of 100,000 items that walk cost about as much CPU as
 * decoding the items themselves. The one place this trick lives.
 */
export function quiet<C extends { middlewareStack: unknown }>(command: C): C {
  (command.middlewareStack as { add: (middleware: unknown, options: unknown) => void }).add(
    (next: unknown) => next,
    { name: 'loggerMiddleware', step: 'initialize', override: true },
  );
  return command;
}

/** One page of a Query or Scan as the toolkit hands it on: its items and the key the next page starts after. */
export const pageOf = (output: { Items?: Item[] | undefined; LastEvaluatedKey?: Item | undefined }) => ({
  items: output.Items ?? [],
  nextKey: output.LastEvaluatedKey,
});

/**
 * Every page of a Query, one at a time, for readers that stream (an export, a recount): each page
 * is handed on before the next is read. `pageSize` bounds the items of one call; `quiet` skips the
 * SDK's logger walk (see quiet).
 */
export async function* queryPages(
  input: QueryInput,
  options: { pageSize?: number; quiet?: boolean } = {},
): AsyncGenerator<Item[]> {
  let startKey: Item | undefined;
  do {
    const command = new QueryCommand({ ...input, Limit: options.pageSize, ExclusiveStartKey: startKey });
    const page = pageOf(await dynamo.send(options.quiet ? quiet(command) : command));
    yield page.items;
    startKey = page.nextKey;
  } while (startKey);
}

/**
 * A batch DynamoDB did not complete within the toolkit's retries (throttled for too long): the
 * operation fails instead of answering with part of the items read or written. A server-side fault:
 * the error mapper logs it and answers the generic 500, and the caller may try again.
 */
export class IncompleteBatchError extends Error {
  constructor(
    readonly operation: 'BatchGetItem' | 'BatchWriteItem',
    readonly table: string,
    readonly leftOver: number,
  ) {
    super(`${operation} on ${table} left ${leftOver} request(s) unprocessed after every retry`);
    this.name = 'IncompleteBatchError';
  }
}

/**
 * How often a batch's unprocessed part is sent in all, and the backoff: a random pause up to a
 * ceiling that doubles from BATCH_BACKOFF_MS to BATCH_BACKOFF_MAX_MS (full jitter, so retries of
 * parallel batches do not meet again). Eight attempts wait about 2.5 s at most.
 */
const BATCH_ATTEMPTS = 8;
const BATCH_BACKOFF_MS = 25;
const BATCH_BACKOFF_MAX_MS = 800;

const batchPause = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(BATCH_BACKOFF_MAX_MS, BATCH_BACKOFF_MS * 2 ** attempt)),
  );

/** BatchGetItem takes at most 100 keys per request, BatchWriteItem 25 writes. */
const BATCH_GET_MAX_KEYS = 100;
const BATCH_WRITE_MAX = 25;

/** Runs `work` for each of `count` jobs, at most `concurrency` at the same time; the first failure rejects. */
async function inLanes(count: number, concurrency: number, work: (index: number) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, concurrency), count) }, lane));
}

export type BatchGetOptions = {
  /** Only these attributes are read. */
  attributes?: readonly string[] | undefined;
  /** Strongly consistent: sees every write acknowledged before the read. */
  consistentRead?: boolean | undefined;
};

/**
 * Reads items by key in batches of 100, retrying (backoff with jitter) what DynamoDB leaves
 * unprocessed under load, and throws IncompleteBatchError when keys are still left after that: the
 * answer is every item that exists, never a part of them. Missing items are simply absent.
 */
export async function batchGetAll(
  table: string,
  keys: readonly { pk: string; sk: string }[],
  options: BatchGetOptions = {},
): Promise<Item[]> {
  const projection = options.attributes ? projectionOf(options.attributes) : {};
  const consistency = options.consistentRead ? { ConsistentRead: true } : {};
  const items: Item[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX_KEYS) {
    let pending: Item[] = keys.slice(start, start + BATCH_GET_MAX_KEYS);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt === BATCH_ATTEMPTS) throw new IncompleteBatchError('BatchGetItem', table, pending.length);
      if (attempt > 0) await batchPause(attempt);
      const result: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ...projection, ...consistency } } }),
      );
      items.push(...(result.Responses?.[table] ?? []));
      pending = result.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return items;
}

/** The writes of a batch: items put as they are, keys deleted. */
export type BatchWrites = { puts?: readonly Item[]; deletes?: readonly Key[] };

/**
 * Puts and deletes items in batches of 25, retrying (backoff with jitter) what DynamoDB leaves
 * unprocessed, and throws IncompleteBatchError when writes are still left after that: it never
 * returns with part of them silently not done. Not a transaction: each item stands alone, so a caller
 * that throws here can run the same writes again. `concurrency` batches are sent at the same time;
 * `quiet` skips the SDK's logger walk (bulk loads).
 */
export async function batchWriteAll(
  table: string,
  writes: BatchWrites,
  options: { concurrency?: number; quiet?: boolean } = {},
): Promise<void> {
  const requests = [
    ...(writes.puts ?? []).map((item) => ({ PutRequest: { Item: item } })),
    ...(writes.deletes ?? []).map((key) => ({ DeleteRequest: { Key: key } })),
  ];
  const batches = Math.ceil(requests.length / BATCH_WRITE_MAX);
  await inLanes(batches, options.concurrency ?? 1, async (batch) => {
    let pending = requests.slice(batch * BATCH_WRITE_MAX, (batch + 1) * BATCH_WRITE_MAX);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt === BATCH_ATTEMPTS) throw new IncompleteBatchError('BatchWriteItem', table, pending.length);
      if (attempt > 0) await batchPause(attempt);
      const command = new BatchWriteCommand({ RequestItems: { [table]: pending } });
      const result: BatchWriteCommandOutput = await dynamo.send(options.quiet ? quiet(command) : command);
      pending = (result.UnprocessedItems?.[table] ?? []) as typeof pending;
    }
  });
}

/** Epoch seconds for DynamoDB's TTL attribute. */
export const ttlFrom = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Sets fields of one item. With `ifExists`, an item that is gone is not created again: the write
 * fails its condition instead (wrap it in writeConditionally to get false).
 */
export async function setFields(
  table: string,
  key: Key,
  fields: Item,
  options: { ifExists?: boolean } = {},
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: table,
      Key: key,
      ...setExpression(fields),
      ...(options.ifExists ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
    }),
  );
}

/** The condition every update of a mutable item carries: it must still be the version that was read. */
export const unchangedSince = (version: number) => ({
  ConditionExpression: 'version = :version',
  ExpressionAttributeValues: { ':version': version },
});

/**
 * Runs a conditional write: true when it was written, false instead of an error when its condition
 * failed (a concurrent change, a limit reached, an item gone).
 */
export async function writeConditionally(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Replaces one item read earlier, on the version that was read (an item without a version: while it
 * still exists, so a deleted item is never written back); false when it changed or went meanwhile.
 */
export const replaceIfUnchanged = (table: string, item: Item, version: number | null) =>
  writeConditionally(() =>
    dynamo.send(
      new PutCommand({
        TableName: table,
        Item: item,
        ...(version === null ? { ConditionExpression: 'attribute_exists(pk)' } : unchangedSince(version)),
      }),
    ),
  );

/** One element of a TransactWriteItems. */
export type TransactionItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Key = { pk: string; sk: string };

/** A transaction element that creates an item; refused when an item with its key exists. */
export const putNew = (table: string, item: Item) =>
  ({
    Put: { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
  }) satisfies TransactionItem;

/** A transaction element that replaces an item read earlier; refused when it changed since. */
export const putUnchanged = (table: string, item: Item, version: number) =>
  ({ Put: { TableName: table, Item: item, ...unchangedSince(version) } }) satisfies TransactionItem;

/** A transaction element that deletes an item read earlier; refused when it changed since. */
export const deleteUnchanged = (table: string, key: Key, version: number) =>
  ({ Delete: { TableName: table, Key: key, ...unchangedSince(version) } }) satisfies TransactionItem;

/**
 * A table of versioned records with numeric ids (families, declarations, news…): its physical name
 * with the id allocation and the conditional writes bound to it, so a repository names its table once.
 */
export function recordTable(name: TableName) {
  // The physical name is read at each use, as tableName says.
  return {
    get name() {
      return tableName(name);
    },
    nextId: (entity: string) => nextId(tableName(name), entity),
    putNew: (item: Item) => putNew(tableName(name), item),
    putUnchanged: (item: Item, version: number) => putUnchanged(tableName(name), item, version),
    deleteUnchanged: (key: Key, version: number) => deleteUnchanged(tableName(name), key, version),
  };
}

/** How often a transaction cancelled by a concurrent one (or by throttling) is tried in all, and the first backoff. */
const TRANSACTION_ATTEMPTS = 4;
const TRANSACTION_BACKOFF_MS = 20;

/** Errors with which DynamoDB refuses a request for load alone: nothing was written. */
const THROTTLING_ERRORS = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
]);

/**
 * Cancelled only because another transaction held one of its items (every write transaction also
 * ADDs to the shared counter items, so two saves at the same moment meet there) or because DynamoDB
 * throttled it (a cancellation the SDK does not retry itself). A failed condition is a real refusal
 * and is never retried, even when a conflict was reported beside it.
 */
function isTransientTransactionFailure(error: unknown): boolean {
  if (error instanceof Error && THROTTLING_ERRORS.has(error.name)) return true;
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
  return (
    (codes.includes('TransactionConflict') || codes.includes('ThrottlingError')) &&
    !codes.includes('ConditionalCheckFailed')
  );
}

/**
 * Sends a TransactWriteItems, trying again after a short random pause (full jitter, doubling) while
 * it loses to a concurrent transaction or is throttled. A cancelled transaction wrote nothing, so
 * trying again is safe.
 */
export async function sendTransaction(input: TransactWriteCommandInput): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamo.send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransientTransactionFailure(error)) throw error;
      const ceiling = TRANSACTION_BACKOFF_MS * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}

/**
 * Writes the items in one transaction (retried on conflicts like sendTransaction); false when one of
 * its conditions failed, and then nothing was written.
 */
export const transactConditionally = (items: readonly TransactionItem[]) =>
  writeConditionally(() => sendTransaction({ TransactItems: [...items] }));
