import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_ACTIVITY_ATTRIBUTES, TABLE_NAMES, type TableName } from '../../../shared/tables';

/**
 * Test-only: reads whole tables to prove a refused request wrote nothing. Request paths never scan;
 * a test may, on its own small tables.
 */
const clients = new Map<string, DynamoDBDocumentClient>();

/**
 * One client per DynamoDB endpoint, kept: the quality suites read tables before and after thousands
 * of requests, and a client per read paid for its set-up and a new connection every time. Keyed by
 * the endpoint so a file that starts a second portal reads the one it talks to.
 */
function client(): DynamoDBDocumentClient {
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '';
  let kept = clients.get(endpoint);
  if (!kept) {
    kept = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    clients.set(endpoint, kept);
  }
  return kept;
}

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

/**
 * A session item without its idle-timeout stamp: every signed-in request may move `lastSeenAt`
 * (at most once a minute), refused or not, so a before/after comparison that spans a minute on a
 * slow machine must not count it as a change the request made.
 */
export function withoutActivityStamp(table: string, item: Record<string, unknown>) {
  if (table !== 'sessions') return item;
  const rest = { ...item };
  for (const attribute of SESSION_ACTIVITY_ATTRIBUTES) delete rest[attribute];
  return rest;
}

/** Every table's items, for before/after comparisons (session activity stamps left out). */
export async function snapshotTables(prefix: string) {
  const entries = await Promise.all(
    TABLE_NAMES.map(
      async (name) =>
        [name, (await readTable(prefix, name)).map((item) => withoutActivityStamp(name, item))] as const,
    ),
  );
  return Object.fromEntries(entries);
}
