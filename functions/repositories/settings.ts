import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
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
