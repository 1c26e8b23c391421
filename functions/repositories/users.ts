import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { roleSchema, userStatusSchema, userTypeSchema } from '../../shared/schemas/users';
import { dynamo } from '../commons/aws';
import { nextId, tableName } from './table';

const TABLE = tableName('users');

const keys = {
  user: (id: number) => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  username: (username: string) => ({ pk: `USERNAME#${username.trim().toLowerCase()}`, sk: 'GUARD' }),
  email: (email: string) => ({ pk: `EMAIL#${email.trim().toLowerCase()}`, sk: 'GUARD' }),
  directory: (role: string) => `ROLE#${role}`,
};

/** A user as stored: the API's user plus what never leaves the server. */
export const userRecordSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  passwordHash: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  rijksregisterNummerEncrypted: z.string().nullable().default(null),
  bankAccount: z.string().nullable(),
  skills: z.string().nullable(),
  diploma: z.string().nullable(),
  notes: z.string().nullable(),
  type: userTypeSchema.nullable(),
  customType: z.string().nullable(),
  status: userStatusSchema,
  role: roleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;
export type NewUserRecord = Omit<UserRecord, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export async function getUserById(id: number): Promise<UserRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE, Key: keys.user(id) }));
  return result.Item ? userRecordSchema.parse(result.Item) : null;
}

// Access pattern: sign-in by username, through the unique-username guard item.
export async function findUserByUsername(username: string): Promise<UserRecord | null> {
  const guard = await dynamo.send(new GetCommand({ TableName: TABLE, Key: keys.username(username) }));
  return guard.Item ? getUserById(Number(guard.Item.userId)) : null;
}

/**
 * Writes the user and its username/e-mail guard items in one transaction; a taken username or
 * e-mail cancels the whole write. Returns null when one of them is taken.
 */
export async function insertUser(input: NewUserRecord, now: Date): Promise<UserRecord | null> {
  const id = await nextId(TABLE, 'USER');
  const timestamp = now.toISOString();
  const record: UserRecord = { ...input, id, createdAt: timestamp, updatedAt: timestamp, version: 1 };
  const guards = [keys.username(input.username), ...(input.email ? [keys.email(input.email)] : [])];
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: TABLE,
              Item: {
                ...keys.user(id),
                gsi1pk: keys.directory(record.role),
                gsi1sk: `${timestamp}#${id}`,
                ...record,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...guards.map((guard) => ({
            Put: {
              TableName: TABLE,
              Item: { ...guard, userId: id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          })),
        ],
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') return null;
    throw error;
  }
  return record;
}

/** True once any user was ever created (the id counter exists). */
export async function hasAnyUser(): Promise<boolean> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE, Key: { pk: 'COUNTER', sk: 'USER' } }));
  return Boolean(result.Item);
}
