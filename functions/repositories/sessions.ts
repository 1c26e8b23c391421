import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { roleSchema, userTypeSchema } from '../../shared/schemas/roles';
import { dynamo } from '../commons/dynamo';
import { ownerPartition, SESSION_INDEXES, sessionKey, signInKey } from './keys/sessions';
import {
  batchWriteAll,
  parseItem,
  queryAll,
  setFields,
  tableName,
  ttlFrom,
  writeConditionally,
} from './table';

const TABLE = () => tableName('sessions');
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
  /** The last request, kept to the minute: a session without remember-me ends after 30 idle minutes. */
  lastSeenAt: z.string().optional(),
  /** Sign-in or the last password confirmation; sensitive actions want it recent. */
  authenticatedAt: z.string().optional(),
  /** The user's sign-in before the one that opened this session; null on their very first. */
  previousSignInAt: z.string().nullable().optional(),
  /** Opened by a user who must set up a second factor first: only the enrolment routes answer it. */
  enrolmentRequired: z.boolean().optional(),
});
export type SessionRecord = z.infer<typeof sessionItemSchema>;

export async function putSession(session: SessionRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE(),
      Item: {
        ...sessionKey(session.tokenHash),
        gsi1pk: ownerPartition(session.actor.id),
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
  const result = await dynamo.send(new GetCommand({ TableName: TABLE(), Key: sessionKey(tokenHash) }));
  if (!result.Item) return null;
  const session = parseItem(sessionItemSchema, result.Item, 'session item');
  return new Date(session.expiresAt) > now ? session : null;
}

/**
 * Records a request on the session, at most once per interval: the write is conditional on the stored
 * `lastSeenAt` being older than `staleBefore`, so parallel requests make one write and the others none.
 * False when another request already did it (or the session is gone).
 */
export async function touchSession(tokenHash: string, seenAt: string, staleBefore: string): Promise<boolean> {
  return writeConditionally(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: sessionKey(tokenHash),
        UpdateExpression: 'SET lastSeenAt = :seenAt',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(lastSeenAt) OR lastSeenAt < :staleBefore)',
        ExpressionAttributeValues: { ':seenAt': seenAt, ':staleBefore': staleBefore },
      }),
    ),
  );
}

/** Stamps a password confirmation on the session; false when the session is gone. */
export async function markSessionAuthenticated(tokenHash: string, at: string): Promise<boolean> {
  return writeConditionally(() =>
    setFields(TABLE(), sessionKey(tokenHash), { authenticatedAt: at }, { ifExists: true }),
  );
}

/** Lifts the enrolment restriction once a second factor is set up; false when the session is gone. */
export async function clearSessionEnrolment(tokenHash: string): Promise<boolean> {
  return writeConditionally(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: sessionKey(tokenHash),
        UpdateExpression: 'REMOVE enrolmentRequired',
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}

// Access pattern: one user's sessions (byUser index), for the list on the 'Beveiliging' page.
export async function listSessionsOfUser(userId: number): Promise<SessionRecord[]> {
  const items = await queryAll(
    {
      TableName: TABLE(),
      IndexName: SESSION_INDEXES.byUser,
      KeyConditionExpression: 'gsi1pk = :user AND begins_with(gsi1sk, :kind)',
      ExpressionAttributeValues: { ':user': ownerPartition(userId), ':kind': 'SESSION#' },
    },
    { max: 500 },
  );
  return items.map((item) => parseItem(sessionItemSchema, item, 'session item'));
}

/**
 * Stamps a user's sign-in and answers the one before it (null the first time). One item per user,
 * under their byUser partition, so deleting the user removes it with their sessions.
 */
export async function recordSignIn(userId: number, at: string): Promise<string | null> {
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: TABLE(),
      Key: signInKey(userId),
      UpdateExpression: 'SET lastSignInAt = :at, gsi1pk = :owner, gsi1sk = :kind',
      ExpressionAttributeValues: { ':at': at, ':owner': ownerPartition(userId), ':kind': SIGN_IN_KIND },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  const previous = result.Attributes?.lastSignInAt;
  return typeof previous === 'string' ? previous : null;
}

const SIGN_IN_KIND = 'SIGNIN#';

/** Forgets when a deleted user signed in. */
export const deleteSignInOfUser = (userId: number) => deleteOwnedItems(userId, SIGN_IN_KIND);

export async function deleteSession(tokenHash: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: TABLE(), Key: sessionKey(tokenHash) }));
}

/** Revokes every session of a user. */
export const deleteSessionsOfUser = (userId: number) => deleteOwnedItems(userId, 'SESSION#');

// Access pattern: all sessions or tokens of one user (byUser index), to revoke them together.
export async function deleteOwnedItems(userId: number, kindPrefix: string): Promise<number> {
  const items = await queryAll({
    TableName: TABLE(),
    IndexName: SESSION_INDEXES.byUser,
    KeyConditionExpression: 'gsi1pk = :user AND begins_with(gsi1sk, :kind)',
    ExpressionAttributeValues: { ':user': ownerPartition(userId), ':kind': kindPrefix },
    ProjectionExpression: 'pk, sk',
  });
  // Every delete done or an error (batchWriteAll): a throttled revocation never leaves a session alive.
  await batchWriteAll(TABLE(), {
    deletes: items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })),
  });
  return items.length;
}
