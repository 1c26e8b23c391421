import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type AuditEntry, auditEntrySchema } from '../../shared/schemas/audit';
import { TABLES } from '../../shared/tables';
import { dynamo } from '../commons/dynamo';
import { retentionTtl } from './retention-periods';
import { type CursorScope, type Page, parseItem, putNew, queryPage, tableName, ttlFrom } from './table';

/**
 * Read when an entry is written or listed, not when the module loads: every users route imports this
 * module through the users repository, and only the routes that audit are granted the table.
 */
const auditTable = () => tableName('audit');
type AuditIndex = keyof typeof TABLES.audit.indexes;

/**
 * The TTL every entry is written with: its instant plus the audit period in force (two years by
 * default, issue 38 item 11; `retention_audit_years`). TTL deletion is lazy, so reads filter on it
 * too. The trail is insert-only, so an entry keeps the expiry it was written with.
 */
export const auditTtlOf = (at: string) => retentionTtl('audit', at);

const ALL = 'AUDIT';
const keys = {
  actor: (id: number) => `ACTOR#${id}`,
  target: (userId: number) => `TARGET#${userId}`,
  action: (action: string) => `ACTION#${action}`,
};

/** The sort keys start with the instant, so each partition reads newest first by querying backwards. */
function itemOf(entry: AuditEntry) {
  const order = `${entry.at}#${entry.id}`;
  return {
    pk: ALL,
    sk: order,
    ...(entry.actorId === null ? {} : { gsi1pk: keys.actor(entry.actorId), gsi1sk: order }),
    ...(entry.targetUserId === null ? {} : { gsi2pk: keys.target(entry.targetUserId), gsi2sk: order }),
    gsi3pk: keys.action(entry.action),
    gsi3sk: order,
    ...entry,
    ttl: auditTtlOf(entry.at),
  };
}

/** The write of one entry as a TransactWriteItems element, for changes that are a transaction. */
export const auditPut = (entry: AuditEntry) => putNew(auditTable(), itemOf(entry));

/** Writes one entry on its own, right after a change that is not a transaction. */
export async function putAudit(entry: AuditEntry): Promise<void> {
  await dynamo.send(new PutCommand(auditPut(entry).Put));
}

export type AuditFilter = {
  action?: AuditEntry['action'] | undefined;
  actorId?: number | undefined;
  targetUserId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

type AuditPartition = { index?: AuditIndex; partitionKey: string; sortKey: string; value: string };

/** A partition of one of the indexes, with its key attributes as shared/tables.ts declares them. */
const indexPartition = (index: AuditIndex, value: string): AuditPartition => {
  const { partitionKey, sortKey } = TABLES.audit.indexes[index];
  return { index, partitionKey, sortKey, value };
};

/** The most selective partition for a filter; the other filters narrow it with a filter expression. */
function partitionFor(filter: AuditFilter): AuditPartition {
  if (filter.targetUserId !== undefined)
    return indexPartition('byTargetUser', keys.target(filter.targetUserId));
  if (filter.actorId !== undefined) return indexPartition('byActor', keys.actor(filter.actorId));
  if (filter.action !== undefined) return indexPartition('byAction', keys.action(filter.action));
  return { partitionKey: 'pk', sortKey: 'sk', value: ALL };
}

// Access pattern: the audit trail newest first, a page at a time, in one partition chosen by the
// filters (all entries, by actor, by target user or by action); the period is a range on the sort
// key, the remaining filters and the expiry are a filter expression.
export async function listAuditPage(
  filter: AuditFilter,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<Page<AuditEntry>> {
  const partition = partitionFor(filter);
  const names: Record<string, string> = { '#pk': partition.partitionKey, '#ttl': 'ttl' };
  const values: Record<string, unknown> = { ':pk': partition.value, ':now': ttlFrom(now) };
  let keyCondition = '#pk = :pk';
  if (filter.from !== undefined || filter.to !== undefined) {
    names['#sk'] = partition.sortKey;
    // Instants are stored as UTC ISO strings, which sort like the instants themselves.
    values[':from'] = filter.from ? new Date(filter.from).toISOString() : '0';
    values[':to'] = filter.to ? `${new Date(filter.to).toISOString()}#\uffff` : '\uffff';
    keyCondition += ' AND #sk BETWEEN :from AND :to';
  }
  const conditions = ['#ttl > :now'];
  if (filter.actorId !== undefined && partition.index !== 'byActor') {
    names['#actorId'] = 'actorId';
    values[':actorId'] = filter.actorId;
    conditions.push('#actorId = :actorId');
  }
  if (filter.action !== undefined && partition.index !== 'byAction') {
    names['#action'] = 'action';
    values[':action'] = filter.action;
    conditions.push('#action = :action');
  }
  const scope: CursorScope = { table: 'audit', index: partition.index, partition: partition.value };
  const result = await queryPage(
    {
      TableName: auditTable(),
      IndexName: partition.index,
      KeyConditionExpression: keyCondition,
      FilterExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
    },
    page,
    scope,
  );
  return {
    items: result.items.map((item) => parseItem(auditEntrySchema, item, 'audit entry')),
    nextCursor: result.nextCursor,
  };
}
