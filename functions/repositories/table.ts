import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type TableName, tableEnvVar } from '../../shared/tables';
import { dynamo } from '../commons/dynamo';
import { requireEnv } from '../config';

/** Physical table name, read when the repository module loads (cold start), so a missing grant fails early. */
export const tableName = (name: TableName) => requireEnv(tableEnvVar(name));

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
