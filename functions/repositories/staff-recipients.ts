import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { TABLES } from '../../shared/tables';
import { dynamo } from '../commons/dynamo';
import { parseItem, tableName } from './table';

const TABLE = tableName('users');
const BY_ROLE: keyof typeof TABLES.users.indexes = 'byRole';

const recipientSchema = z.object({ id: z.number().int(), status: z.string() });

/**
 * Access pattern: the ids of the active users of some roles (byRole: gsi1pk = ROLE#<role>, an index
 * that projects only id, role and status), one Query per role, following its pages. Reads a few
 * bytes per user instead of whole profiles: it runs on every registration and declaration.
 */
export async function listActiveUserIdsOfRoles(roles: readonly string[]): Promise<number[]> {
  const perRole = await Promise.all(
    roles.map(async (role) => {
      const ids: number[] = [];
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await dynamo.send(
          new QueryCommand({
            TableName: TABLE,
            IndexName: BY_ROLE,
            KeyConditionExpression: 'gsi1pk = :role',
            FilterExpression: '#status = :active',
            ProjectionExpression: 'id, #status',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':role': `ROLE#${role}`, ':active': 'active' },
            ExclusiveStartKey: cursor,
          }),
        );
        for (const item of page.Items ?? []) ids.push(parseItem(recipientSchema, item, 'staff recipient').id);
        cursor = page.LastEvaluatedKey;
      } while (cursor);
      return ids;
    }),
  );
  return [...new Set(perRole.flat())];
}
