import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { roleSchema, userTypeSchema } from '../../shared/schemas/users';
import type { TABLES } from '../../shared/tables';
import { dynamo } from '../commons/dynamo';
import { parseItem, tableName, ttlFrom } from './table';

const TABLE = tableName('sessions');
const BY_USER: keyof typeof TABLES.sessions.indexes = 'byUser';

const keys = {
  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  user: (userId: number) => `USER#${userId}`,
};

/**
 * What a session remembers of its user. Every change that alters these (role change, deactivation,
 * password change) revokes the user's sessions, so the snapshot never outlives its truth and a
 * request needs one read to authenticate.
 */
export const sessionActorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: roleSchema,
  type: userTypeSchema.nullable(),
});
export type SessionActor = z.infer<typeof sessionActorSchema>;

const sessionItemSchema = z.object({
  tokenHash: z.string(),
  actor: sessionActorSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  rememberMe: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionItemSchema>;

export async function putSession(session: SessionRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.session(session.tokenHash),
        gsi1pk: keys.user(session.actor.id),
        gsi1sk: `SESSION#${session.expiresAt}`,
        ...session,
        ttl: ttlFrom(new Date(session.expiresAt)),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** A session by the hash of its token; null when unknown or expired (TTL deletion is lazy). */
export async function getSession(tokenHash: string, now: Date): Promise<SessionRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE, Key: keys.session(tokenHash) }));
  if (!result.Item) return null;
  const session = parseItem(sessionItemSchema, result.Item, 'session item');
  return new Date(session.expiresAt) > now ? session : null;
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: TABLE, Key: keys.session(tokenHash) }));
}

/** Revokes every session of a user. */
export const deleteSessionsOfUser = (userId: number) => deleteOwnedItems(userId, 'SESSION#');

// Access pattern: all sessions or tokens of one user (byUser index), to revoke them together.
export async function deleteOwnedItems(userId: number, kindPrefix: string): Promise<number> {
  let deleted = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: BY_USER,
        KeyConditionExpression: 'gsi1pk = :user AND begins_with(gsi1sk, :kind)',
        ExpressionAttributeValues: { ':user': keys.user(userId), ':kind': kindPrefix },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: cursor,
      }),
    );
    const items = page.Items ?? [];
    for (let start = 0; start < items.length; start += 25) {
      const batch = items.slice(start, start + 25);
      await dynamo.send(
        new BatchWriteCommand({
          RequestItems: {
            [TABLE]: batch.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
          },
        }),
      );
    }
    deleted += items.length;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return deleted;
}
