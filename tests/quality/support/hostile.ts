import fc from 'fast-check';

/**
 * Hostile and valid-looking values for fuzzing the API: wrong types, huge strings, unicode,
 * prototype-pollution keys, negative and huge numbers, out-of-range dates.
 */

/** A long string that prints as its recipe in a counterexample instead of as 300 000 characters. */
export class Repeated {
  constructor(
    readonly unit: string,
    readonly count: number,
    readonly prefix = '',
    readonly suffix = '',
  ) {}
  toJSON() {
    return `${this.prefix}${this.unit.repeat(this.count)}${this.suffix}`;
  }
  toString() {
    return this.toJSON();
  }
  [fc.toStringMethod]() {
    const affixes =
      this.prefix || this.suffix ? ` between ${JSON.stringify([this.prefix, this.suffix])}` : '';
    return `${JSON.stringify(this.unit)}.repeat(${this.count})${affixes}`;
  }
}

export const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
] as const;

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\r\n\t',
  '%00',
  '%',
  '%zz',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
  '{"$ne":null}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text on purpose
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '..\\..\\windows',
  'USER#1',
  'ROLE#admin',
  'COUNTER',
  'admin',
  'Beheer-Wachtwoord-2026',
  '🙂🙃👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  '\u202eevil\u202c',
  '\ufeffbom',
  'Ωmega 中文 العربية',
  'ß'.repeat(257),
  ...POLLUTION_KEYS,
];

const HOSTILE_DATES = [
  '2024-02-30',
  '2023-13-01',
  '0000-00-00',
  '2026-01-01T25:61:61Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-19T00:00:00.000Z',
  '1900-01-01',
  '1970-01-01T00:00:00Z',
  '31/12/2026',
  'morgen',
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.1,
  -2147483649,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

export const hostileString: fc.Arbitrary<string | Repeated> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
  { arbitrary: fc.constantFrom(...HOSTILE_DATES), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'ä', '🙂', '\u0000'), fc.integer({ min: 300, max: 20_000 }))
      .map(([unit, count]) => new Repeated(unit, count)),
    weight: 1,
  },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.date({ noInvalidDate: true }).map((date) => date.getTime()),
);

/** Own enumerable properties, so `__proto__` is sent as a key and not swallowed as a prototype. */
export function objectFrom(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return target;
}

export const hostileKey = (knownKeys: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    ...(knownKeys.length > 0 ? [fc.constantFrom(...knownKeys)] : []),
    fc.constantFrom(...POLLUTION_KEYS, 'isAdmin', 'role', 'id', 'version', 'passwordHash', '$where'),
    fc.string({ maxLength: 20 }),
  );

/** Any JSON-able value, nested a little, with hostile leaves and keys. */
export const hostileValue = (knownKeys: readonly string[] = []): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { arbitrary: hostileString, weight: 4 },
      { arbitrary: hostileNumber, weight: 3 },
      { arbitrary: fc.boolean(), weight: 1 },
      { arbitrary: fc.constant(null), weight: 1 },
      { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
      {
        arbitrary: fc
          .array(fc.tuple(hostileKey(knownKeys), tie('value')), { maxLength: 4 })
          .map((entries) => objectFrom(entries)),
        weight: 1,
      },
    ),
  })).value;

/** Path parameter or query values: strings as a URL carries them. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS, ...HOSTILE_DATES), weight: 3 },
  { arbitrary: fc.integer().map(String), weight: 2 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String), weight: 2 },
  {
    arbitrary: fc.constantFrom('0', '-1', '1e3', '0x1F', '1.5', ' 7', '07', 'Infinity', '9'.repeat(40)),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 201, max: 3000 }).map((count) => 'z'.repeat(count)), weight: 1 },
);

/** Lone surrogates cannot travel in a URL (encodeURIComponent throws); JSON bodies keep them. */
export const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Bodies that are not JSON at all, or not JSON the way the API wants it. */
export const RAW_BODIES: readonly { text: string | Repeated; contentType?: string }[] = [
  { text: '{', contentType: 'application/json' },
  { text: '{"a":', contentType: 'application/json' },
  { text: "{'single':'quotes'}", contentType: 'application/json' },
  { text: 'null', contentType: 'application/json' },
  { text: '[]', contentType: 'application/json' },
  { text: '"just a string"', contentType: 'application/json' },
  { text: '12345678901234567890', contentType: 'application/json' },
  {
    text: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}',
    contentType: 'application/json',
  },
  { text: '\u0000\u0001\u0002', contentType: 'application/json' },
  { text: new Repeated('[', 100_000), contentType: 'application/json' },
  { text: new Repeated('{"a":', 20_000), contentType: 'application/json' },
  { text: new Repeated('y', 300_000, '{"x":"', '"}'), contentType: 'application/json' },
  { text: '{"username":"admin"}', contentType: 'text/plain' },
  { text: 'username=admin&password=x', contentType: 'application/x-www-form-urlencoded' },
  {
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { text: '{}', contentType: 'application/jsonp' },
  { text: '{}' },
];

/** A path segment sent as is, not percent-encoded: broken escapes and encoded slashes. */
export class RawSegment {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return `raw(${JSON.stringify(this.text)})`;
  }
}

export const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '..%2F..%2Fetc',
  '%2e%2e',
  '%00',
  '1%20OR%201=1',
  '%F0%9F',
];

/** Raw query strings that URLSearchParams would never produce. */
export const RAW_QUERIES = [
  '%',
  '%zz=1',
  '&&&',
  '=',
  '==x',
  'a[b]=1',
  '__proto__[role]=admin',
  'constructor[prototype][isAdmin]=1',
  'role=admin&role=vrijwilliger',
  `search=${'%F0%9F%99%82'.repeat(60)}`,
];
