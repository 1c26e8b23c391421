import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type AccessEntry, type AccessSubject, accessEntrySchema } from '../../shared/schemas/privacy';
import { dynamo } from '../commons/dynamo';
import { retentionTtl } from './retention-periods';
import { type Page, parseItem, putNew, queryPage, tableName, ttlFrom } from './table';

/**
 * Access entries (issue 32, item 2) are a key family of the audit table: insert-only like the
 * trail, kept as long (two years, through the same TTL attribute), and backed up, exported and
 * erased with it. One partition per record looked at (pk = ACCESS#FAMILY#<id> or ACCESS#USER#<id>,
 * sk = <at>#<id>); they carry no index keys, so the audit screen's lists never show them.
 */
const accessTable = () => tableName('audit');

export const ACCESS_PARTITION_PREFIX = 'ACCESS#';
export const accessPartition = (subject: AccessSubject) =>
  `${ACCESS_PARTITION_PREFIX}${subject.type.toUpperCase()}#${subject.id}`;

export async function putAccessEntry(entry: AccessEntry): Promise<void> {
  const item = {
    pk: accessPartition({ type: entry.subjectType, id: entry.subjectId }),
    sk: `${entry.at}#${entry.id}`,
    ...entry,
    ttl: retentionTtl('access', entry.at),
  };
  await dynamo.send(new PutCommand(putNew(accessTable(), item).Put));
}

// Access pattern: who looked at one record, newest first, a page at a time (one partition per
// record); entries past their TTL that DynamoDB has not yet removed are filtered out.
export async function listAccessPage(
  subject: AccessSubject,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<Page<AccessEntry>> {
  const partition = accessPartition(subject);
  const result = await queryPage(
    {
      TableName: accessTable(),
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: '#ttl > :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':pk': partition, ':now': ttlFrom(now) },
      ScanIndexForward: false,
    },
    page,
    { table: 'audit', partition },
  );
  return {
    items: result.items.map((item) => parseItem(accessEntrySchema, item, 'access entry')),
    nextCursor: result.nextCursor,
  };
}
