import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAMES, type TableName } from '../../../shared/tables';

/**
 * Test-only: reads whole tables to prove a refused request wrote nothing. Request paths never scan;
 * a test may, on its own small tables.
 */
const client = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));

export async function readTable(prefix: string, name: TableName) {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await client().send(
      new ScanCommand({ TableName: `${prefix}${name}`, ExclusiveStartKey: cursor }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items.sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
}

/** Every table's items, for before/after comparisons. */
export async function snapshotTables(prefix: string) {
  const entries = await Promise.all(
    TABLE_NAMES.map(async (name) => [name, await readTable(prefix, name)] as const),
  );
  return Object.fromEntries(entries);
}
