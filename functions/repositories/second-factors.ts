import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { PASSKEY_PREFIX, passkeyKey, SECOND_FACTOR_PREFIX, secondFactorKeys } from './keys/second-factors';
import { parseItem, setFields, tableName, transactConditionally, writeConditionally } from './table';

const TABLE = () => tableName('users');

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

const passkeyItemSchema = z.object({
  credentialId: z.string(),
  /** The COSE public key, base64url. */
  publicKey: z.string(),
  counter: z.number().int(),
  transports: z.array(z.string()).optional(),
  name: z.string(),
  createdAt: z.string(),
});
const pendingPasskeyItemSchema = z.object({ challenge: z.string(), createdAt: z.string() });

export type StoredTotp = z.infer<typeof totpItemSchema>;
export type StoredPasskey = z.infer<typeof passkeyItemSchema>;
export type SecondFactors = {
  totp: StoredTotp | null;
  pendingTotp: z.infer<typeof pendingTotpItemSchema> | null;
  recoveryCodesLeft: number;
  passkeys: StoredPasskey[];
  pendingPasskey: z.infer<typeof pendingPasskeyItemSchema> | null;
};

// Access pattern: everything about one user's second factors, one Query on their partition.
export async function getSecondFactors(userId: number): Promise<SecondFactors> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': SECOND_FACTOR_PREFIX },
    }),
  );
  const factors: SecondFactors = {
    totp: null,
    pendingTotp: null,
    recoveryCodesLeft: 0,
    passkeys: [],
    pendingPasskey: null,
  };
  for (const item of result.Items ?? []) {
    if (String(item.sk).startsWith(PASSKEY_PREFIX)) {
      factors.passkeys.push(parseItem(passkeyItemSchema, item, 'passkey'));
      continue;
    }
    if (item.sk === secondFactorKeys.pendingPasskey(userId).sk) {
      factors.pendingPasskey = parseItem(pendingPasskeyItemSchema, item, 'pending passkey');
      continue;
    }
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
      TableName: TABLE(),
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
        TableName: TABLE(),
        Key: secondFactorKeys.pendingTotp(userId),
        ConditionExpression: 'secretEncrypted = :secret',
        ExpressionAttributeValues: { ':secret': input.secretEncrypted },
      },
    },
    {
      Put: {
        TableName: TABLE(),
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
        TableName: TABLE(),
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
        TableName: TABLE(),
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
        TableName: TABLE(),
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
  const { passkeys } = await getSecondFactors(userId);
  const keys = [
    ...Object.values(secondFactorKeys).map((key) => key(userId)),
    ...passkeys.map((passkey) => passkeyKey(userId, passkey.credentialId)),
  ];
  const pending = new Set([
    secondFactorKeys.pendingTotp(userId).sk,
    secondFactorKeys.pendingPasskey(userId).sk,
  ]);
  let removed = 0;
  for (const key of keys) {
    const result = await dynamo.send(
      new DeleteCommand({ TableName: TABLE(), Key: key, ReturnValues: 'ALL_OLD' }),
    );
    if (result.Attributes && !pending.has(key.sk)) removed += 1;
  }
  return removed;
}

/** Keeps the challenge of a passkey registration until its answer comes back. */
export async function putPendingPasskey(userId: number, challenge: string, createdAt: string) {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE(),
      Item: { ...secondFactorKeys.pendingPasskey(userId), challenge, createdAt },
    }),
  );
}

/** Stores a verified passkey and uses up its registration challenge, in one transaction. */
export async function addPasskey(
  userId: number,
  challenge: string,
  passkey: StoredPasskey,
): Promise<boolean> {
  return transactConditionally([
    {
      Delete: {
        TableName: TABLE(),
        Key: secondFactorKeys.pendingPasskey(userId),
        ConditionExpression: 'challenge = :challenge',
        ExpressionAttributeValues: { ':challenge': challenge },
      },
    },
    {
      Put: {
        TableName: TABLE(),
        Item: { ...passkeyKey(userId, passkey.credentialId), ...passkey },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
}

/** Moves a passkey's signature counter on after a sign-in with it. */
export async function updatePasskeyCounter(userId: number, credentialId: string, counter: number) {
  await setFields(TABLE(), passkeyKey(userId, credentialId), { counter }, { ifExists: true });
}

/** Removes one passkey; false when the user has no passkey with that id. */
export async function deletePasskey(userId: number, credentialId: string): Promise<boolean> {
  const result = await dynamo.send(
    new DeleteCommand({ TableName: TABLE(), Key: passkeyKey(userId, credentialId), ReturnValues: 'ALL_OLD' }),
  );
  return result.Attributes !== undefined;
}
