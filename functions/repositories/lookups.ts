import * as z from 'zod';
import { userSchema } from '../../shared/schemas/users';
import { userKey } from './keys/users';
import { batchGetAll, parseItem, tableName } from './table';

/**
 * Names for the activity feed, many at once: a few attributes of each user (the families' names are in
 * family-names.ts, so the routes that mail users do not load the family schemas), never the whole
 * record, so password hashes are not even fetched. Only the users table is touched; its key shape
 * comes from the key builder, not from the aggregate repository.
 */
const USERS = () => tableName('users');

const userNameSchema = userSchema.pick({ id: true, firstName: true, lastName: true, username: true });
export type UserName = z.infer<typeof userNameSchema>;

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
