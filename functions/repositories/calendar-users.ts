import * as z from 'zod';
import { roleSchema, userTypeSchema } from '../../shared/schemas/roles';
import { USER_STATUSES } from '../../shared/statuses';
import { userKey } from './keys/users';
import { batchGetAll, parseItem, tableName } from './table';

/** The few user attributes the agenda needs (share targets, the feed's owner), from the users table. */
const USERS = () => tableName('users');
const userAccessSchema = z.object({
  id: z.number().int(),
  role: roleSchema,
  type: userTypeSchema.nullable().optional(),
  status: z.enum(USER_STATUSES),
});
export type UserAccess = z.infer<typeof userAccessSchema>;

// Access pattern: role and status of some users, by key (USER#<id> / PROFILE), only those attributes.
export async function getUserAccess(ids: readonly number[]): Promise<Map<number, UserAccess>> {
  const items = await batchGetAll(USERS(), [...new Set(ids)].map(userKey), {
    attributes: ['id', 'role', 'type', 'status'],
  });
  return new Map(
    items.map((item) => parseItem(userAccessSchema, item, 'user access')).map((user) => [user.id, user]),
  );
}
