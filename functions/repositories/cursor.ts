/** Opaque list cursors (base64url JSON of DynamoDB's LastEvaluatedKey), checked when they come back. Pure: no environment, no client. */
import { TABLES, type TableName } from '../../shared/tables';

/**
 * Which list a cursor belongs to: the table (logical name), the index the Query reads (none for the
 * table's own keys) and the partition value it reads. A cursor carries exactly the key attributes of
 * that table and index, with that partition value, so a cursor of one list is refused by another.
 */
export type CursorScope = { table: TableName; index?: string | undefined; partition: string };

function keyAttributesOf(scope: CursorScope) {
  const indexes: Record<string, { partitionKey: string; sortKey?: string }> = TABLES[scope.table].indexes;
  const index = scope.index === undefined ? undefined : indexes[scope.index];
  if (scope.index !== undefined && !index) throw new Error(`No index ${scope.index} on table ${scope.table}`);
  const names = ['pk', 'sk'];
  if (index) names.push(index.partitionKey, ...(index.sortKey ? [index.sortKey] : []));
  return { names: [...new Set(names)], partition: index?.partitionKey ?? 'pk' };
}

const MAX_KEY_VALUE_LENGTH = 1024;

/** The opaque cursor of a page: the key the next page starts after (DynamoDB's ExclusiveStartKey), as base64url JSON. */
export function encodeCursor(scope: CursorScope, item: Record<string, unknown>): string {
  const { names } = keyAttributesOf(scope);
  const key = Object.fromEntries(names.map((name) => [name, item[name]]));
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * The key a cursor stands for, or null for anything this list did not hand out: not base64url
 * JSON, other attributes than the table's and index's keys, a value that is not a short string, or
 * another partition.
 */
export function decodeCursor(scope: CursorScope, cursor: string): Record<string, string> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return null;
  const { names, partition } = keyAttributesOf(scope);
  const entries = Object.entries(decoded);
  if (entries.length !== names.length) return null;
  for (const [name, value] of entries) {
    if (!names.includes(name)) return null;
    if (typeof value !== 'string' || value.length === 0 || value.length > MAX_KEY_VALUE_LENGTH) return null;
  }
  const key = decoded as Record<string, string>;
  return key[partition] === scope.partition ? key : null;
}
