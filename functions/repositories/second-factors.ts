import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { SECOND_FACTOR_PREFIX, secondFactorKeys } from './keys/second-factors';
import { parseItem, tableName, transactConditionally, writeConditionally } from './table';

const TABLE = tableName('users');

const totpItemSchema = z.object({
  secretEncrypted: z.string(),
  enabledAt: z.string(),
  /** The newest 30-second step a code was accepted for; a code of that step or older is refused. */
  lastUsedStep: z.number().int(),
});
const pendingTotpItemSchema = z.object({ secretEncrypted: z.string(), createdAt: z.string() });
const recoveryItemSchema = z.object({
  // A string set: taking one out is an atomic DELETE, so a code works once even when sent twice at once.
  codeHashes: z.instanceof(Set).optional(),
  createdAt: z.string(),
});

export type StoredTotp = z.infer<typeof totpItemSchema>;
export type SecondFactors = {
  totp: StoredTotp | null;
  pendingTotp: z.infer<typeof pendingTotpItemSchema> | null;
  recoveryCodesLeft: number;
};

// Access pattern: everything about one user's second factors, one Query on their partition.
export async function getSecondFactors(userId: number): Promise<SecondFactors> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': SECOND_FACTOR_PREFIX },
    }),
  );
  const factors: SecondFactors = { totp: null, pendingTotp: null, recoveryCodesLeft: 0 };
  for (const item of result.Items ?? []) {
    if (item.sk === secondFactorKeys.totp(userId).sk) {
      factors.totp = parseItem(totpItemSchema, item, 'totp factor');
    } else if (item.sk === secondFactorKeys.pendingTotp(userId).sk) {
      factors.pendingTotp = parseItem(pendingTotpItemSchema, item, 'pending totp factor');
    } else if (item.sk === secondFactorKeys.recoveryCodes(userId).sk) {
      factors.recoveryCodesLeft = parseItem(recoveryItemSchema, item, 'recovery codes').codeHashes?.size ?? 0;
    }
  }
  return factors;
}

/** Keeps a fresh secret until its first code confirms it (a newer start replaces it). */
export async function putPendingTotp(userId: number, secretEncrypted: string, createdAt: string) {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...secondFactorKeys.pendingTotp(userId), secretEncrypted, createdAt },
    }),
  );
}

/**
 * Makes the pending secret the user's factor (replacing an earlier one) with a new set of recovery
 * codes, in one transaction; false when the pending secret changed or went meanwhile.
 */
export async function activateTotp(
  userId: number,
  input: { secretEncrypted: string; usedStep: number; recoveryCodeHashes: string[]; now: string },
): Promise<boolean> {
  return transactConditionally([
    {
      Delete: {
        TableName: TABLE,
        Key: secondFactorKeys.pendingTotp(userId),
        ConditionExpression: 'secretEncrypted = :secret',
        ExpressionAttributeValues: { ':secret': input.secretEncrypted },
      },
    },
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...secondFactorKeys.totp(userId),
          secretEncrypted: input.secretEncrypted,
          enabledAt: input.now,
          lastUsedStep: input.usedStep,
        },
      },
    },
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...secondFactorKeys.recoveryCodes(userId),
          codeHashes: new Set(input.recoveryCodeHashes),
          createdAt: input.now,
        },
      },
    },
  ]);
}

/**
 * Claims a time step for a code: written only when it is newer than every step used before, so a
 * code (or an older one) is accepted once, even when two requests bring it at the same moment.
 */
export async function claimTotpStep(userId: number, step: number): Promise<boolean> {
  return writeConditionally(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: secondFactorKeys.totp(userId),
        UpdateExpression: 'SET lastUsedStep = :step',
        ConditionExpression: 'attribute_exists(pk) AND lastUsedStep < :step',
        ExpressionAttributeValues: { ':step': step },
      }),
    ),
  );
}

/** Takes one recovery code out of the set; false when it is not (or no longer) in it. */
export async function takeRecoveryCodeHash(userId: number, codeHash: string): Promise<boolean> {
  return writeConditionally(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: secondFactorKeys.recoveryCodes(userId),
        UpdateExpression: 'DELETE codeHashes :code',
        ConditionExpression: 'contains(codeHashes, :hash)',
        ExpressionAttributeValues: { ':code': new Set([codeHash]), ':hash': codeHash },
      }),
    ),
  );
}

/** Removes every second factor of a user (an admin's reset, or the user's deletion). */
export async function deleteSecondFactors(userId: number): Promise<number> {
  const keys = Object.values(secondFactorKeys).map((key) => key(userId));
  let removed = 0;
  for (const key of keys) {
    const result = await dynamo.send(
      new DeleteCommand({ TableName: TABLE, Key: key, ReturnValues: 'ALL_OLD' }),
    );
    if (result.Attributes && key.sk !== secondFactorKeys.pendingTotp(userId).sk) removed += 1;
  }
  return removed;
}
