/**
 * JSON for stored items: DynamoDB sets and binary values have no JSON form of their own, so they
 * are written as `{ "$set": [...] }` and `{ "$binary": "<base64>" }` and read back as they were.
 */
export function jsonReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Set) return { $set: [...value] };
  if (value instanceof Uint8Array) return { $binary: Buffer.from(value).toString('base64') };
  return value;
}

export function jsonReviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const record = value as Record<string, unknown>;
    if (keys.length === 1 && keys[0] === '$set' && Array.isArray(record.$set)) return new Set(record.$set);
    if (keys.length === 1 && keys[0] === '$binary' && typeof record.$binary === 'string')
      return new Uint8Array(Buffer.from(record.$binary, 'base64'));
  }
  return value;
}

/** The same value always gives the same text (keys sorted, sets sorted): what "unchanged" compares. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (key, inner) => {
    const replaced = jsonReplacer(key, inner);
    if (replaced && typeof replaced === 'object' && !Array.isArray(replaced)) {
      const record = replaced as Record<string, unknown>;
      if (Array.isArray(record.$set)) return { $set: [...record.$set].map(String).sort() };
      return Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((name) => [name, record[name]]),
      );
    }
    return replaced;
  });
}

/**
 * Parses a backup's JSON, reviving sets and binary values. JSON.parse calls a reviver for every value
 * of the file (millions for 100,000 records), so it is only passed when the text holds a marker at all.
 */
export function parseBackupJson(text: Buffer): unknown {
  const revive = text.includes('"$set"') || text.includes('"$binary"');
  const source = text.toString('utf8');
  return revive ? JSON.parse(source, jsonReviver) : JSON.parse(source);
}
