import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/dynamo';
import { batchGetAll, type TransactionItem, tableName } from './table';

const TABLE = () => tableName('settings');
const key = (settingKey: string) => ({ pk: `SETTING#${settingKey}`, sk: 'SETTING' });

/** One stored setting: its value as text (encrypted for a secret) and who changed it last, when. */
export type StoredSetting = {
  key: string;
  value: string;
  description: string | null;
  updatedAt: string | null;
  updatedBy: number | null;
};

function storedOf(item: Record<string, unknown>): StoredSetting | null {
  if (typeof item.value !== 'string') return null;
  return {
    key: String(item.pk).slice('SETTING#'.length),
    value: item.value,
    description: typeof item.description === 'string' ? item.description : null,
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
    updatedBy: typeof item.updatedBy === 'number' ? item.updatedBy : null,
  };
}

// Access pattern: a handful of settings by key, in one round trip (the portal knows every key, so
// the full list is also one BatchGet of at most 100 keys, never a Scan). A read DynamoDB does not
// complete throws (batchGetAll): a setting missing from a partial answer would read as its default.
export async function getSettings(keys: readonly string[]): Promise<Map<string, StoredSetting>> {
  const settings = new Map<string, StoredSetting>();
  for (const item of await batchGetAll(TABLE(), [...new Set(keys)].map(key))) {
    const stored = storedOf(item);
    if (stored) settings.set(stored.key, stored);
  }
  return settings;
}

export async function getSettingValues(keys: readonly string[]): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  for (const [settingKey, stored] of await getSettings(keys)) values.set(settingKey, stored.value);
  return values;
}

/** Stores one setting's value (the local runtime seeds the second-factor policy for tests with it). */
export async function putSettingValue(settingKey: string, value: string): Promise<void> {
  await dynamo.send(
    new PutCommand({ TableName: TABLE(), Item: { ...key(settingKey), key: settingKey, value } }),
  );
}

/** The write of a setting, for the transaction that also records its audit entry (and attaches a logo). */
export function settingPut(stored: StoredSetting): TransactionItem {
  return {
    Put: {
      TableName: TABLE(),
      Item: { ...key(stored.key), ...stored },
    },
  };
}

/** The removal of a setting (its default applies again), as a transaction element. */
export function settingDelete(settingKey: string): TransactionItem {
  return { Delete: { TableName: TABLE(), Key: key(settingKey) } };
}

export async function deleteSetting(settingKey: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: TABLE(), Key: key(settingKey) }));
}
