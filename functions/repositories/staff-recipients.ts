import * as z from 'zod';
import { rolePartition, USER_INDEXES } from './keys/users';
import { parseItem, queryAll, tableName } from './table';

const TABLE = () => tableName('users');

const recipientSchema = z.object({ id: z.number().int(), status: z.string() });

/**
 * Access pattern: the ids of the active users of some roles (byRole: gsi1pk = ROLE#<role>, an index
 * that projects only id, role and status), one Query per role, following its pages. Reads a few
 * bytes per user instead of whole profiles: it runs on every registration and declaration.
 */
export async function listActiveUserIdsOfRoles(roles: readonly string[]): Promise<number[]> {
  const perRole = await Promise.all(
    roles.map(async (role) => {
      const items = await queryAll({
        TableName: TABLE(),
        IndexName: USER_INDEXES.byRole,
        KeyConditionExpression: 'gsi1pk = :role',
        FilterExpression: '#status = :active',
        ProjectionExpression: 'id, #status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':role': rolePartition(role), ':active': 'active' },
      });
      return items.map((item) => parseItem(recipientSchema, item, 'staff recipient').id);
    }),
  );
  return [...new Set(perRole.flat())];
}
