import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { ownerPartition, tokenKey } from './keys/sessions';
import { deleteOwnedItems } from './sessions';
import { parseItem, tableName, ttlFrom } from './table';

/** Invitation and reset tokens live beside the sessions, keyed by the SHA-256 of the token. */
const TABLE = () => tableName('sessions');

export const TOKEN_KINDS = ['invite', 'reset'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

const tokenRecordSchema = z.object({
  tokenHash: z.string(),
  kind: z.enum(TOKEN_KINDS),
  userId: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TokenRecord = z.infer<typeof tokenRecordSchema>;

export async function putToken(token: TokenRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE(),
      Item: {
        ...tokenKey(token.tokenHash),
        gsi1pk: ownerPartition(token.userId),
        gsi1sk: `TOKEN#${token.kind}#${token.expiresAt}`,
        ...token,
        ttl: ttlFrom(new Date(token.expiresAt)),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

const isUsable = (token: TokenRecord, kind: TokenKind, userId: number, now: Date) =>
  token.kind === kind && token.userId === userId && new Date(token.expiresAt) > now;

/** A token that is of this kind, belongs to this user and has not expired; TTL deletion is lazy. */
export async function findUsableToken(tokenHash: string, kind: TokenKind, userId: number, now: Date) {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE(), Key: tokenKey(tokenHash) }));
  if (!result.Item) return null;
  const token = parseItem(tokenRecordSchema, result.Item, 'token record');
  return isUsable(token, kind, userId, now) ? token : null;
}

/**
 * Uses a token up: the conditional delete succeeds for exactly one caller, so a link cannot be
 * used twice even by two simultaneous requests.
 */
export async function consumeToken(tokenHash: string, kind: TokenKind, userId: number, now: Date) {
  try {
    const result = await dynamo.send(
      new DeleteCommand({
        TableName: TABLE(),
        Key: tokenKey(tokenHash),
        ConditionExpression:
          'attribute_exists(pk) AND kind = :kind AND userId = :userId AND expiresAt > :now',
        ExpressionAttributeValues: { ':kind': kind, ':userId': userId, ':now': now.toISOString() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return result.Attributes ? parseItem(tokenRecordSchema, result.Attributes, 'token record') : null;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/** Revokes a user's outstanding tokens of one kind, or of every kind. */
export const deleteTokensOfUser = (userId: number, kind?: TokenKind) =>
  deleteOwnedItems(userId, kind ? `TOKEN#${kind}#` : 'TOKEN#');
