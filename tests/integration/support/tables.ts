import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { CLIENT_LIMIT_BUCKET_PREFIX } from '../../../shared/routes/define';
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

/**
 * A per-client-limit counter (createHandler's clientLimit): every call of a limited route counts,
 * refused or not, before anything else runs; it is the limiter's bookkeeping, not a change the
 * request made.
 */
const isClientCounter = (table: string, item: Record<string, unknown>) =>
  table === 'sessions' && String(item.pk).startsWith(`RATE#${CLIENT_LIMIT_BUCKET_PREFIX}`);

/** Every table's items, for before/after comparisons (session activity stamps and client counters left out). */
export async function snapshotTables(prefix: string) {
  const entries = await Promise.all(
    TABLE_NAMES.map(
      async (name) =>
        [
          name,
          (await readTable(prefix, name))
            .filter((item) => !isClientCounter(name, item))
            .map((item) => withoutActivityStamp(name, item)),
        ] as const,
    ),
  );
  return Object.fromEntries(entries);
}
