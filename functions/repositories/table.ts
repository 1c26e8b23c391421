import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { tableEnvVar } from '../../shared/table-env';
import type { TableName } from '../../shared/tables';
import { dynamo } from '../commons/dynamo';
import { requireEnv } from '../config';

/** Physical table name, read when the repository module loads (cold start), so a missing grant fails early. */
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
 * DynamoDB counts at most 1 MB of items per call.
 */
export async function countQuery(input: Omit<QueryCommandInput, 'Select' | 'ExclusiveStartKey'>) {
  let total = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: cursor }),
    );
    total += page.Count ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return total;
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

/** Epoch seconds for DynamoDB's TTL attribute. */
export const ttlFrom = (date: Date) => Math.floor(date.getTime() / 1000);

/** The condition every update of a mutable item carries: it must still be the version that was read. */
export const unchangedSince = (version: number) => ({
  ConditionExpression: 'version = :version',
  ExpressionAttributeValues: { ':version': version },
});

/** Runs a conditional write; false instead of an error when the condition failed (a concurrent change). */
export async function writeIfUnchanged(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** How often a transaction cancelled by a concurrent one is tried in all, and the first backoff. */
const TRANSACTION_ATTEMPTS = 4;
const TRANSACTION_BACKOFF_MS = 20;

/**
 * Cancelled only because another transaction held one of its items (every write transaction also
 * ADDs to the shared counter items, so two saves at the same moment meet there). A failed condition
 * is a real refusal and is never retried, even when a conflict was reported beside it.
 */
function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/**
 * Sends a TransactWriteItems, trying again after a short random pause (full jitter, doubling) while
 * it loses to a concurrent transaction. A cancelled transaction wrote nothing, so trying again is safe.
 */
export async function sendTransaction(input: TransactWriteCommandInput): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamo.send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
      const ceiling = TRANSACTION_BACKOFF_MS * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}
