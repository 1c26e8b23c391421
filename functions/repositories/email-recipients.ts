import { familySchema } from '../../shared/schemas/families';
import { userSchema } from '../../shared/schemas/users';
import { FAMILY_INDEXES, familyPartitions } from './keys/families';
import { userGuardKeys, userKey } from './keys/users';
import { batchGetAll, parseItem, queryAll, tableName } from './table';

/**
 * Who the addresses of a send are, for their placeholders: users through the unique-e-mail guard
 * items, families by their e-mail (the association has hundreds: one Query of the byCreatedAt index).
 */
const USERS = () => tableName('users');
const FAMILIES = () => tableName('families');

const recipientUser = userSchema.pick({
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  role: true,
  type: true,
  status: true,
});
export type RecipientUser = ReturnType<typeof recipientUser.parse>;

const recipientFamily = familySchema.pick({
  id: true,
  parentName: true,
  childName: true,
  email: true,
  externalSupport: true,
});
export type RecipientFamily = ReturnType<typeof recipientFamily.parse>;

// Access pattern: users by e-mail address, guard item (EMAIL#<address> / GUARD) then profile.
export async function findUsersByEmail(addresses: readonly string[]): Promise<Map<string, RecipientUser>> {
  const guards = await batchGetAll(
    USERS(),
    addresses.map((address) => userGuardKeys.email(address)),
    { attributes: ['userId'] },
  );
  const ids = [...new Set(guards.map((guard) => Number(guard.userId)).filter(Number.isInteger))];
  const profiles = await batchGetAll(USERS(), ids.map(userKey), {
    attributes: Object.keys(recipientUser.shape),
  });
  const byAddress = new Map<string, RecipientUser>();
  for (const item of profiles) {
    const user = parseItem(recipientUser, item, 'recipient user');
    if (user.email) byAddress.set(user.email.trim().toLowerCase(), user);
  }
  return byAddress;
}

// Access pattern: every family newest first (byCreatedAt, gsi1pk = FAMILIES()), to match addresses.
export async function findFamiliesByEmail(
  addresses: readonly string[],
): Promise<Map<string, RecipientFamily>> {
  const wanted = new Set(addresses.map((address) => address.trim().toLowerCase()));
  const items = await queryAll({
    TableName: FAMILIES(),
    IndexName: FAMILY_INDEXES.byCreatedAt,
    KeyConditionExpression: 'gsi1pk = :all',
    ExpressionAttributeValues: { ':all': familyPartitions.all },
  });
  const byAddress = new Map<string, RecipientFamily>();
  for (const item of items) {
    const family = parseItem(recipientFamily, item, 'recipient family');
    const address = family.email?.trim().toLowerCase();
    if (address && wanted.has(address) && !byAddress.has(address)) byAddress.set(address, family);
  }
  return byAddress;
}
