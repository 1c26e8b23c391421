import * as z from 'zod';
import { familySchema } from '../../shared/schemas/families';
import { userSchema } from '../../shared/schemas/users';
import { familyKey } from './keys/families';
import { userKey } from './keys/users';
import { batchGetAll, parseItem, tableName } from './table';

/**
 * Names for the activity feed, many at once: a few attributes of each user or family, never the whole
 * record, so password hashes and notes about a child are not even fetched. Only the users and
 * families tables are touched, the two the feed's function is granted; their key shapes come from
 * the key builders, not from the aggregate repositories.
 */
const USERS = () => tableName('users');
const FAMILIES = () => tableName('families');

const userNameSchema = userSchema.pick({ id: true, firstName: true, lastName: true, username: true });
export type UserName = z.infer<typeof userNameSchema>;

const familyNameSchema = familySchema.pick({ id: true, parentName: true });
export type FamilyName = z.infer<typeof familyNameSchema>;

const distinct = (ids: readonly number[]) => [...new Set(ids)];

// Access pattern: the names of a page's actors, by key (USER#<id> / PROFILE).
export async function getUsersByIds(ids: readonly number[]): Promise<Map<number, UserName>> {
  const items = await batchGetAll(USERS(), distinct(ids).map(userKey), {
    attributes: Object.keys(userNameSchema.shape),
  });
  return new Map(
    items.map((item) => parseItem(userNameSchema, item, 'user name')).map((user) => [user.id, user]),
  );
}

// Access pattern: the parent names of a page's families, by key (FAMILY#<id> / FAMILY).
export async function getFamiliesByIds(ids: readonly number[]): Promise<Map<number, FamilyName>> {
  const items = await batchGetAll(FAMILIES(), distinct(ids).map(familyKey), {
    attributes: Object.keys(familyNameSchema.shape),
  });
  return new Map(
    items
      .map((item) => parseItem(familyNameSchema, item, 'family name'))
      .map((family) => [family.id, family]),
  );
}

const ibanHistorySchema = z.object({
  id: z.number().int(),
  ibanChanges: z.array(z.object({ byId: z.number().int(), at: z.string() })).default([]),
  ibanChangedBy: z.number().int().nullable().optional(),
  ibanChangedAt: z.string().nullable().optional(),
});
export type IbanHistory = z.infer<typeof ibanHistorySchema>;

// Access pattern: who set or changed the bank account of a page's declarants, by key (USER#<id> / PROFILE).
export async function getIbanHistoriesByIds(ids: readonly number[]): Promise<Map<number, IbanHistory>> {
  const items = await batchGetAll(USERS(), distinct(ids).map(userKey), {
    attributes: Object.keys(ibanHistorySchema.shape),
  });
  return new Map(
    items.map((item) => parseItem(ibanHistorySchema, item, 'iban history')).map((user) => [user.id, user]),
  );
}

const mailRecipientSchema = userSchema
  .pick({ id: true, firstName: true, email: true, status: true })
  .extend({ notificationMails: z.boolean().optional() });
export type MailRecipient = z.infer<typeof mailRecipientSchema>;

// Access pattern: who a notice mail goes to, by key (USER#<id> / PROFILE): first name, address,
// status and their mail choice only.
export async function getMailRecipientsByIds(ids: readonly number[]): Promise<MailRecipient[]> {
  const items = await batchGetAll(USERS(), distinct(ids).map(userKey), {
    attributes: ['id', 'firstName', 'email', 'status', 'notificationMails'],
  });
  return items.map((item) => parseItem(mailRecipientSchema, item, 'mail recipient'));
}
