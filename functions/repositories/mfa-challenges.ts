import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { mfaChallengeKey } from './keys/second-factors';
import { parseItem, tableName, ttlFrom, writeConditionally } from './table';

const TABLE = () => tableName('sessions');

const challengeItemSchema = z.object({
  userId: z.number().int(),
  rememberMe: z.boolean(),
  expiresAt: z.string(),
  failures: z.number().int(),
  /** The WebAuthn challenge offered with it when the user has passkeys. */
  passkeyChallenge: z.string().optional(),
});
export type MfaChallenge = z.infer<typeof challengeItemSchema>;

/** A sign-in waiting for its second step; only the hash of the challenge is stored, like a session token. */
export async function putMfaChallenge(challengeHash: string, challenge: MfaChallenge): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE(),
      Item: { ...mfaChallengeKey(challengeHash), ...challenge, ttl: ttlFrom(new Date(challenge.expiresAt)) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The challenge, or null when unknown or past its time (TTL deletion is lazy). */
export async function getMfaChallenge(challengeHash: string, now: Date): Promise<MfaChallenge | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: TABLE(), Key: mfaChallengeKey(challengeHash) }),
  );
  if (!result.Item) return null;
  const challenge = parseItem(challengeItemSchema, result.Item, 'mfa challenge');
  return new Date(challenge.expiresAt) > now ? challenge : null;
}

/**
 * Counts a wrong code; the write is refused once `maxFailures` is reached, and then the challenge is
 * deleted. False when the challenge is used up (or gone).
 */
export async function countMfaChallengeFailure(challengeHash: string, maxFailures: number): Promise<number> {
  let failures = maxFailures;
  const counted = await writeConditionally(async () => {
    const result = await dynamo.send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: mfaChallengeKey(challengeHash),
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'attribute_exists(pk) AND failures < :last',
        ExpressionAttributeValues: { ':one': 1, ':last': maxFailures - 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    failures = Number(result.Attributes?.failures ?? maxFailures);
  });
  if (!counted) {
    await deleteMfaChallenge(challengeHash);
    return 0;
  }
  return Math.max(0, maxFailures - failures);
}

/** Ends a challenge; true only for the one request that removed it (a challenge opens one session). */
export async function deleteMfaChallenge(challengeHash: string): Promise<boolean> {
  const result = await dynamo.send(
    new DeleteCommand({ TableName: TABLE(), Key: mfaChallengeKey(challengeHash), ReturnValues: 'ALL_OLD' }),
  );
  return result.Attributes !== undefined;
}
