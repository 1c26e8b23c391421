/**
 * JSON for stored items: DynamoDB sets and binary values have no JSON form of their own, so they
 * are written as `{ "$set": [...] }` and `{ "$binary": "<base64>" }` and read back as they were.
 */
export function jsonReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Set) return { $set: [...value] };
  if (value instanceof Uint8Array) return { $binary: Buffer.from(value).toString('base64') };
  return value;
}

/**
 * The value as `jsonReplacer` would write it, for a plain JSON.stringify: the same object when it holds
 * no set and no bytes (nearly every stored item), a copy with them spelt out otherwise. A replacer is
 * called back for every value of the file (millions for a large backup); one walk per record is cheaper.
 */
export function jsonReady(value: unknown): unknown {
  if (value instanceof Set || value instanceof Uint8Array) return jsonReplacer('', value);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const ready = value.map(jsonReady);
    return ready.some((member, index) => member !== value[index]) ? ready : value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const name in record) {
    const member = record[name];
    const ready = jsonReady(member);
    if (ready === member) continue;
    copy ??= { ...record };
    copy[name] = ready;
  }
  return copy ?? value;
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
 * Whether two stored values are the same by `canonicalJson` (the same text) without writing either
 * out: a restore compares every record of the file with the stored one (100,000 for a large
 * association), and two sorted JSON texts per record cost it about as much CPU as DynamoDB's reads.
 * Attribute order does not count, a set equals a set of the same members as text, bytes equal the
 * same bytes, and a member that is undefined counts as missing (JSON leaves both out). Values DynamoDB
 * cannot hold (NaN, a Date, a set beside an object spelling `$set`) are not compared as JSON would.
 */
export function sameStoredValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Set || b instanceof Set) return a instanceof Set && b instanceof Set && sameMembers(a, b);
  if (a instanceof Uint8Array || b instanceof Uint8Array)
    return a instanceof Uint8Array && b instanceof Uint8Array && Buffer.from(a).equals(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    // JSON writes an undefined array member as null.
    return a.every((value, index) => sameStoredValue(value ?? null, b[index] ?? null));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const names = Object.keys(left).filter((name) => left[name] !== undefined);
  if (names.length !== Object.keys(right).filter((name) => right[name] !== undefined).length) return false;
  return names.every((name) => sameStoredValue(left[name], right[name]));
}

/** Sets compare as canonicalJson writes them: their members as text, sorted. */
function sameMembers(a: Set<unknown>, b: Set<unknown>): boolean {
  if (a.size !== b.size) return false;
  const left = [...a].map(String).sort();
  const right = [...b].map(String).sort();
  return left.every((member, index) => member === right[index]);
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
