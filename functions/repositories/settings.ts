import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/dynamo';
import { tableName } from './table';

const TABLE = tableName('settings');
const key = (settingKey: string) => ({ pk: `SETTING#${settingKey}`, sk: 'SETTING' });

// Access pattern: a handful of settings by key, in one round trip.
export async function getSettingValues(keys: readonly string[]): Promise<Map<string, string>> {
  const result = await dynamo.send(
    new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: keys.map(key) } } }),
  );
  const values = new Map<string, string>();
  for (const item of result.Responses?.[TABLE] ?? []) {
    if (typeof item.value === 'string') values.set(String(item.pk).slice('SETTING#'.length), item.value);
  }
  return values;
}

/** Stores one setting's value (the local runtime seeds the second-factor policy for tests with it). */
export async function putSettingValue(settingKey: string, value: string): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: TABLE, Item: { ...key(settingKey), value } }));
}
