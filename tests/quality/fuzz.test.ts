import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../functions/services/backup/json-codec';
import { type AnyRoute, routeList } from '../../shared/routes';
import type { TableName } from '../../shared/tables';
import type { ApiAnswer, TestPortal } from '../integration/support/portal';
import { startTestPortal } from '../integration/support/portal';
import { type Sample, type SampleFixture, SPEC_ACCESS } from '../integration/support/spec-access';
import { readTable, withoutActivityStamp } from '../integration/support/tables';
import { createUser, VOLUNTEER_PASSWORD } from '../integration/support/users';
import { createFixture, describeRoute, MISSING_ID, sampleFor } from './support/gates';
import {
  hostileKey,
  hostileString,
  hostileText,
  hostileValue,
  objectFrom,
  RAW_BODIES,
  RAW_QUERIES,
  RAW_SEGMENTS,
  RawSegment,
  type Repeated,
  wellFormed,
} from './support/hostile';

/**
 * Every route of the registry gets at least CASES_PER_ROUTE generated requests (a route of
 * SAMPLED_SHARE its share of them) as the signed-in admin (public routes: half of them without a
 * session): valid-looking ones built from the route's spec-access sample, and hostile ones. Whatever comes in: no 5xx, nothing internal in
 * the body, a JSON `message` on every error, a success body that fits the route's response schema,
 * and (checked on every SNAPSHOT_EVERY-th case, sent alone) a refused request changes no table.
 *
 * Seed: FUZZ_SEED if set, a fixed one in CI, a random one locally; it is printed before the run and
 * in every failure, with the command that replays it.
 *
 * Every field class of a route (each path parameter's other id, hostile text and raw segment; a
 * hostile and a raw query; each body form; a forged cookie) is sent CASES_PER_CLASS times whatever
 * the draw, each class put into an otherwise generated case; the rest of the cases are drawn freely.
 *
 * Depth: 50 cases a route (public routes: per caller, half as admin and half anonymously), or more
 * where the field classes need more: every class is sent CASES_PER_CLASS times (6 to 30 cases a
 * route), the rest drawn freely. 200 before
 * the field classes were guaranteed (255 s of a full run on two idle cores), 100 until issue 40
 * item 9 (147 s of a full run, the longest file of all; the time is per case, spread evenly over
 * the routes); FUZZ_CASES raises it for a deeper run, e.g.
 * `FUZZ_CASES=2000 npx vitest run --project quality tests/quality/fuzz.test.ts` before a release.
 */

const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI
    ? 20_260_409
    : Math.floor(Math.random() * 2 ** 31);
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 50);
/** Cases per field class of a route (a raw path segment, a raw query, a mutated body, a forged cookie…), whatever the draw. */
const CASES_PER_CLASS = 2;
/** Public routes split their cases between the admin and anonymous callers. */
const ANONYMOUS_SHARE = 0.5;
/** Cases of one property run, sent concurrently. */
const BATCH = 5;
const SNAPSHOT_EVERY = 25;
const MAX_JSON_BYTES = 256 * 1024;

/**
 * Fuzzing these can lock the client address out of signing in (failed sign-ins are rate limited per
 * address), which the fresh sessions other routes need: they run last.
 */
const RUN_LAST = new Set(['login']);

/**
 * Routes whose every valid request walks what the run has created so far: the drive search queries
 * each visible folder (up to 300), the agenda each visible calendar and month. Fuzzed after the routes
 * that create folders and calendars, their 200 cases took 32 s and 16 s; first, on the fixture's
 * drive and calendars, the search takes about as long as a plain list route (4–7 s here).
 */
const RUN_FIRST = new Set(['documents-search', 'calendar-events-list']);

/**
 * Share of CASES_PER_ROUTE for routes sampled more thinly. The agenda's valid requests still cost
 * two to three times a plain list route's (a Query per calendar and month, 9 s for 200 cases beside
 * 4 s for families-list, measured with the fixture alone); its input is three query fields (from,
 * to, calendarIds), whose hostile forms half the cases still cover many times over.
 */
const SAMPLED_SHARE: Record<string, number> = { 'calendar-events-list': 0.5 };

type ItemFilter = (table: string, item: Record<string, unknown>) => boolean;

/**
 * Writes a refused request is meant to make; anything else a refused request writes is a failure.
 * - Every route: id counters. A create takes its id (atomic `ADD`) before the conditional write, so
 *   a create refused by a uniqueness guard leaves a gap in the ids and nothing else.
 * - login: failed sign-ins are counted; that is what the rate limit reads.
 */
const isIdCounter: ItemFilter = (_, item) => item.pk === 'COUNTER';
/** Rate limits count an attempt before deciding, so a refused attempt leaves its count behind. */
const rateCount =
  (...prefixes: string[]): ItemFilter =>
  (table, item) =>
    table === 'sessions' && prefixes.some((prefix) => String(item.pk).startsWith(`RATE#${prefix}`));
/** Every client-limited route counts the request against its address first (createHandler's clientLimit). */
const isClientCount = rateCount('client-requests#');
const INTENDED_REFUSAL_WRITES: Record<string, ItemFilter> = {
  login: rateCount('login-'),
  'invite-verify': rateCount('link-checks#'),
  'verify-reset-token': rateCount('link-checks#'),
  'invite-accept': rateCount('link-uses#'),
  'reset-password': rateCount('link-uses#'),
  // Every public verification call counts against its address, found or not (issue 18).
  'verify-signature': rateCount('signature-verifications#'),
  'verification-proof': rateCount('signature-verifications#'),
  'verify-file': rateCount('signature-verifications#'),
  // Wrong passwords are counted, and past five the attempt ends the (donor) session it was sent with.
  'auth-reauthenticate': (table, item) =>
    rateCount('reauthentication-failures#')(table, item) ||
    (table === 'sessions' && String(item.pk).startsWith('SESSION#')),
};

type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string | Repeated; contentType?: string };
type FuzzQuery = { kind: 'entries'; entries: [string, string][] } | { kind: 'raw'; text: string };
type FuzzParam = string | RawSegment;
type FuzzCase = { params: Record<string, FuzzParam>; query: FuzzQuery; body: FuzzBody; cookie?: string };

let portal: TestPortal;
let admin: string;
let fixture: SampleFixture;
/** Users whose sessions the run relies on: a case never acts on them. */
const protectedIds = new Set<number>([1]);
let sessionDonor: { username: string; password: string };
const summary: string[] = [];

beforeAll(async () => {
  console.log(
    `fuzz seed ${SEED} — replay with: FUZZ_SEED=${SEED} npx vitest run --project quality tests/quality/fuzz.test.ts`,
  );
  portal = await startTestPortal();
  admin = await portal.logIn();
  fixture = await createFixture(portal, admin);
  const donor = await createUser(portal, admin);
  protectedIds.add(donor.id);
  protectedIds.add(fixture.signInAccount.id);
  sessionDonor = { username: String(donor.username), password: VOLUNTEER_PASSWORD };
});

afterAll(async () => {
  console.log(`fuzz seed ${SEED}; cases and answers per route:\n${summary.join('\n')}`);
  await portal?.stop();
});

/** Best-effort: the field names a zod schema knows, through preprocess, pipes, defaults and unions. */
function schemaKeys(schema: unknown, depth = 0): string[] {
  type Def = {
    type?: string;
    shape?: Record<string, unknown>;
    in?: unknown;
    out?: unknown;
    innerType?: unknown;
    options?: unknown[];
    left?: unknown;
    right?: unknown;
  };
  const def = (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
  if (!def || depth > 10) return [];
  const inner = (value: unknown) => schemaKeys(value, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {});
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'union':
      return (def.options ?? []).flatMap(inner);
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    default:
      return def.innerType ? inner(def.innerType) : [];
  }
}

const unique = (values: string[]) => [...new Set(values)];
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets, replaces and deletes a few fields of a valid-looking object. */
function mutated(base: Record<string, unknown>, knownKeys: string[], value: fc.Arbitrary<unknown>) {
  const change = fc.oneof(
    fc.record({ key: hostileKey(knownKeys), value: value.map((v) => ({ set: v })) }),
    ...(knownKeys.length > 0
      ? [fc.record({ key: fc.constantFrom(...knownKeys), value: fc.constant(null) })]
      : []),
  );
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const entries = new Map(Object.entries(base));
    for (const { key, value: next } of changes) {
      if (next === null) entries.delete(key);
      else entries.set(key, (next as { set: unknown }).set);
    }
    return objectFrom([...entries]);
  });
}

/**
 * A field class: one hostile (or deliberately odd) form of one part of a request, e.g. a raw path
 * segment for `{id}`, a raw query string, a mutated JSON body, a forged session cookie. `apply`
 * puts a value of the class into an otherwise generated case.
 */
type FieldClass = {
  name: string;
  arbitrary: fc.Arbitrary<unknown>;
  apply(fuzzCase: FuzzCase, value: unknown): FuzzCase;
};

const json = (value: unknown): FuzzBody => ({ kind: 'json', value });

/**
 * A route's generated requests: `random` mixes every field's forms by weight; `classes` names each
 * hostile form apart, so that every one of them is sent a fixed number of times (CASES_PER_CLASS)
 * whatever the random draw. `sparing`: fewer requests that pass validation, for routes where each of
 * those costs a fresh session (a sign-in with a deliberately slow password hash).
 */
function caseArbitraries(
  route: AnyRoute,
  base: Sample,
  sacrificialIds: number[],
  sparing = false,
): { random: fc.Arbitrary<FuzzCase>; classes: FieldClass[] } {
  const classes: FieldClass[] = [];
  const paramNames = [...route.path.matchAll(/\{([a-zA-Z0-9_]+)\}/g)].map((match) => match[1] as string);
  const paramForms = paramNames.map((name) => {
    const baseValue = String(base.params?.[name] ?? MISSING_ID);
    const isId = /^\d+$/.test(baseValue);
    const otherValue: fc.Arbitrary<FuzzParam> = isId
      ? fc.constantFrom(...sacrificialIds.map(String), String(MISSING_ID))
      : fc.base64String({ minLength: 44, maxLength: 44 }).map((text) => text.slice(0, 43));
    const rawSegment = fc.constantFrom(...RAW_SEGMENTS).map((text) => new RawSegment(text));
    const withParam = (fuzzCase: FuzzCase, value: unknown) => ({
      ...fuzzCase,
      params: { ...fuzzCase.params, [name]: value as FuzzParam },
    });
    classes.push(
      { name: `path {${name}}: another ${isId ? 'id' : 'token'}`, arbitrary: otherValue, apply: withParam },
      { name: `path {${name}}: hostile text`, arbitrary: hostileText, apply: withParam },
      { name: `path {${name}}: raw segment`, arbitrary: rawSegment, apply: withParam },
    );
    return [
      name,
      fc.oneof(
        { arbitrary: fc.constant(baseValue), weight: 3 },
        { arbitrary: otherValue, weight: 2 },
        { arbitrary: hostileText, weight: 4 },
        { arbitrary: rawSegment, weight: 1 },
      ),
    ] as const;
  });
  const params = fc.record(Object.fromEntries(paramForms)) as fc.Arbitrary<Record<string, FuzzParam>>;

  const queryKeys = unique([...Object.keys(base.query ?? {}), ...schemaKeys(route.query)]);
  const baseQuery = Object.entries(base.query ?? {});
  const extraEntries: fc.Arbitrary<FuzzQuery> = fc
    .array(fc.tuple(hostileKey(queryKeys), hostileText), { minLength: 1, maxLength: 4 })
    .map((extra) => ({ kind: 'entries' as const, entries: [...baseQuery, ...extra] }));
  const rawQuery: fc.Arbitrary<FuzzQuery> = fc
    .constantFrom(...RAW_QUERIES)
    .map((text) => ({ kind: 'raw' as const, text }));
  const withQuery = (fuzzCase: FuzzCase, value: unknown) => ({ ...fuzzCase, query: value as FuzzQuery });
  classes.push(
    { name: 'query: hostile entries', arbitrary: extraEntries, apply: withQuery },
    { name: 'query: raw', arbitrary: rawQuery, apply: withQuery },
  );
  const query: fc.Arbitrary<FuzzQuery> = fc.oneof(
    { arbitrary: fc.constant({ kind: 'entries' as const, entries: baseQuery }), weight: 4 },
    { arbitrary: extraEntries, weight: 3 },
    { arbitrary: rawQuery, weight: 1 },
  );

  const bodyKeys = unique([
    ...(isPlainObject(base.body) ? Object.keys(base.body) : []),
    ...schemaKeys(route.body),
  ]);
  const baseBody = isPlainObject(base.body) ? base.body : {};
  const anyValue = fc.oneof(hostileValue(bodyKeys), hostileString);
  const bodyForms: { name: string; arbitrary: fc.Arbitrary<FuzzBody>; weight: number }[] = [
    { name: 'none', arbitrary: fc.constant({ kind: 'none' as const }), weight: sparing ? 0 : 1 },
    { name: 'mutated JSON', arbitrary: mutated(baseBody, bodyKeys, anyValue).map(json), weight: 8 },
    { name: 'hostile JSON', arbitrary: hostileValue(bodyKeys).map(json), weight: 2 },
    {
      name: 'raw',
      arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): FuzzBody => ({ kind: 'raw', ...raw })),
      weight: 1,
    },
  ];
  const withBody = (fuzzCase: FuzzCase, value: unknown) => ({ ...fuzzCase, body: value as FuzzBody });
  if (route.method !== 'GET') {
    for (const form of bodyForms.filter((each) => each.weight > 0))
      classes.push({ name: `body: ${form.name}`, arbitrary: form.arbitrary, apply: withBody });
  }
  const body: fc.Arbitrary<FuzzBody> =
    route.method === 'GET'
      ? fc.constant({ kind: 'none' as const })
      : fc.oneof(
          { arbitrary: fc.constant(json(baseBody)), weight: 1 },
          ...bodyForms.map(({ arbitrary, weight }) => ({ arbitrary, weight })),
        );

  const forgedCookie = fc.oneof(
    fc.string({ maxLength: 60 }).map((text) => `vwp_session=${text}`),
    fc.constantFrom(
      '=;;;=',
      'vwp_session',
      'vwp_session=; vwp_session=%00',
      `vwp_session=${'a'.repeat(4000)}`,
    ),
  );
  classes.push({
    name: 'cookie: forged',
    arbitrary: forgedCookie,
    apply: (fuzzCase, value) => ({ ...fuzzCase, cookie: value as string }),
  });
  const cookie = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 12 },
    { arbitrary: forgedCookie, weight: 1 },
  );

  const random = fc.record({ params, query, body, cookie }) as fc.Arbitrary<FuzzCase>;
  return { random, classes };
}

/** The request a case becomes, the way a browser or curl would send it. */
function requestOf(route: AnyRoute, fuzzCase: FuzzCase) {
  const path = route.path.replace(/\{([a-zA-Z0-9_]+)\}/g, (_, name: string) => {
    const value = fuzzCase.params[name] ?? '';
    return value instanceof RawSegment ? value.text : encodeURIComponent(wellFormed(value));
  });
  const query =
    fuzzCase.query.kind === 'raw'
      ? fuzzCase.query.text
      : new URLSearchParams(
          fuzzCase.query.entries.map(([key, value]) => [wellFormed(key), wellFormed(value)]),
        ).toString();
  const headers: Record<string, string> = {};
  let rawBody: string | undefined;
  if (fuzzCase.body.kind === 'json') {
    rawBody = JSON.stringify(fuzzCase.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (fuzzCase.body.kind === 'raw') {
    rawBody = String(fuzzCase.body.text);
    if (fuzzCase.body.contentType) headers['content-type'] = fuzzCase.body.contentType;
  }
  const cookie = fuzzCase.cookie?.replace(/[^\x20-\x7e]/g, '');
  return { path: query ? `${path}?${query}` : path, rawBody, headers, cookie };
}

/** Mirrors the handler's parsing (createHandler): whether the registry's schemas would accept the request. */
function acceptedInput(route: AnyRoute, fuzzCase: FuzzCase) {
  const { path, rawBody, headers } = requestOf(route, fuzzCase);
  const url = new URL(path, 'http://localhost');
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(fuzzCase.params)) {
    if (!(value instanceof RawSegment)) {
      params[name] = wellFormed(value);
      continue;
    }
    // The adapter, like API Gateway, decodes the segment; one that does not decode matches no route.
    try {
      params[name] = decodeURIComponent(value.text);
    } catch {
      return null;
    }
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value;
  let body: unknown;
  if (rawBody !== undefined && rawBody !== '') {
    if (
      Buffer.byteLength(rawBody) > MAX_JSON_BYTES ||
      !/^application\/json\s*(;|$)/i.test(headers['content-type'] ?? '')
    ) {
      return null;
    }
    try {
      body = JSON.parse(rawBody);
    } catch {
      return null;
    }
  }
  const parsedParams = route.params.safeParse(params);
  const accepted =
    parsedParams.success && route.query.safeParse(query).success && route.body.safeParse(body).success;
  return accepted ? { params: parsedParams.data as Record<string, unknown> } : null;
}

/** A valid request aimed at a user the run relies on is re-aimed at a throw-away one. */
function protectedTargetsReplaced(route: AnyRoute, fuzzCase: FuzzCase, sacrificialId: number): FuzzCase {
  const accepted = acceptedInput(route, fuzzCase);
  if (!accepted) return fuzzCase;
  const params = { ...fuzzCase.params };
  for (const [name, value] of Object.entries(accepted.params)) {
    if (typeof value === 'number' && protectedIds.has(value)) params[name] = String(sacrificialId);
  }
  return { ...fuzzCase, params };
}

const LEAK = /node_modules|\bError:|\bat \S+ \(|\bat (?:file|node):|\/work\/|\.ts:\d+:\d+|\bstack\b/;

/**
 * A '..' segment (also as %2e%2e) is resolved by every URL parser before sending: such a request
 * may leave /api/ altogether and reach the web app's server instead, whose answers are not JSON.
 */
const reachesApi = (path: string) => new URL(path, 'http://localhost').pathname.startsWith('/api/');

function problemsOf(route: AnyRoute, path: string, answer: ApiAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (LEAK.test(answer.text)) problems.push('the body shows internals');
  if (!reachesApi(path)) return problems;
  // A file route (a PDF) answers its own media type when it succeeds, JSON otherwise.
  const mediaType = answer.status < 300 ? route.responseMediaType : undefined;
  if (mediaType) {
    if (!(answer.headers.get('content-type') ?? '').startsWith(mediaType))
      problems.push(`the body is not ${mediaType}`);
    return problems;
  }
  if (!/^application\/json/i.test(answer.headers.get('content-type') ?? ''))
    problems.push('the body is not JSON');
  if (answer.status >= 400 && typeof (answer.body as { message?: unknown } | null)?.message !== 'string') {
    problems.push('an error without a string message');
  }
  if (answer.status < 300 && !route.response.safeParse(answer.body).success) {
    problems.push('a success body that does not fit the route’s response schema');
  }
  return problems;
}

function withoutIntendedWrites(routeId: string, snapshot: Record<string, Record<string, unknown>[]>) {
  const isRouteIntended = INTENDED_REFUSAL_WRITES[routeId];
  const isIntended: ItemFilter = (table, item) =>
    isIdCounter(table, item) || isClientCount(table, item) || Boolean(isRouteIntended?.(table, item));
  return Object.fromEntries(
    Object.entries(snapshot).map(([table, items]) => [
      table,
      items.filter((item) => !isIntended(table, item)).map((item) => withoutActivityStamp(table, item)),
    ]),
  );
}

type Snapshot = Record<string, Record<string, unknown>[]>;

/**
 * The tables the route's registry entry names: in AWS its function is granted exactly these, so it
 * cannot write anywhere else (and no-scan.test.ts checks the handlers touch nothing else).
 */
async function snapshotOf(route: AnyRoute): Promise<Snapshot> {
  const tables = [...new Set<TableName>([...route.uses.tables, 'sessions'])];
  const entries = await Promise.all(
    tables.map(async (table) => [table, await readTable(portal.resourcePrefix, table)] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * Items added, removed or changed between two snapshots, named by table and key. Compared as canonical
 * JSON: DynamoDB Local hands an item's attributes back in another order once it has been updated, so a
 * session's once-a-minute `lastSeenAt` stamp landing between the two snapshots reordered the rest of
 * it and read as a change (a flake of this suite, reproduced with a put, an update and two gets).
 */
function tableChanges(before: Snapshot, after: Snapshot): string[] {
  const keyOf = (item: Record<string, unknown>) => `${item.pk}|${item.sk}`;
  const changes: string[] = [];
  for (const table of Object.keys({ ...before, ...after })) {
    const old = new Map((before[table] ?? []).map((item) => [keyOf(item), canonicalJson(item)]));
    const now = new Map((after[table] ?? []).map((item) => [keyOf(item), canonicalJson(item)]));
    for (const [key, value] of now) {
      if (!old.has(key)) changes.push(`${table}: added ${key}`);
      else if (old.get(key) !== value) changes.push(`${table}: changed ${key}`);
    }
    for (const key of old.keys()) if (!now.has(key)) changes.push(`${table}: removed ${key}`);
  }
  return changes;
}

async function fuzzRoute(route: AnyRoute, options: { token: string | null; cases: number }) {
  const [base, sacrificial] = await Promise.all([
    sampleFor(route, fixture, { token: options.token }),
    route.path.includes('{') ? fixture.freshVolunteer() : Promise.resolve(null),
  ]);
  const sacrificialIds = [
    ...(sacrificial ? [sacrificial.id] : []),
    ...Object.values(base.params ?? {}).map(Number),
  ].filter((id) => Number.isInteger(id) && !protectedIds.has(id) && id !== MISSING_ID);
  const endsSession = SPEC_ACCESS[route.id]?.endsCallerSession === true && options.token !== null;
  // The anonymous run of a public route gets cases of its own.
  const seed = options.token ? SEED : SEED + 1;
  const statuses = new Map<number, number>();
  let sent = 0;
  let runs = 0;

  /** The request of a case, with the session it is sent with. */
  async function prepare(generated: FuzzCase) {
    const fuzzCase = protectedTargetsReplaced(route, generated, sacrificialIds[0] ?? MISSING_ID);
    // A call that would end the admin's own session gets a session of its own.
    const token =
      endsSession && acceptedInput(route, fuzzCase)
        ? await portal.logIn(sessionDonor.username, sessionDonor.password)
        : options.token;
    return { fuzzCase, token };
  }

  async function send({ fuzzCase, token }: Awaited<ReturnType<typeof prepare>>) {
    const { path, rawBody, headers, cookie } = requestOf(route, fuzzCase);
    const answer = await portal.call(route.method, path, {
      token: token ?? undefined,
      rawBody,
      headers,
      cookie,
    });
    sent += 1;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    return { fuzzCase, answer, problems: problemsOf(route, path, answer) };
  }

  const exchange = async (generated: FuzzCase) => send(await prepare(generated));

  const failureOf = (outcome: Awaited<ReturnType<typeof exchange>>) =>
    `${outcome.problems.join(', ')}\n  request: ${route.method} ${requestOf(route, outcome.fuzzCase).path}\n  case: ${fc.stringify(outcome.fuzzCase).slice(0, 2000)}\n  answer: ${outcome.answer.status} ${outcome.answer.text.slice(0, 500)}`;

  const { random, classes } = caseArbitraries(route, base, sacrificialIds, endsSession);
  // The first cases each put one field class into a generated case, class after class, until every
  // class has been sent CASES_PER_CLASS times; the rest are generated freely.
  const classCases = classes.length * CASES_PER_CLASS;
  const cases = Math.max(options.cases, classCases);
  const classesSent = new Map<string, number>();
  const generated = fc.record({ random, classValues: fc.tuple(...classes.map((each) => each.arbitrary)) });
  const caseAt = (index: number, { random, classValues }: { random: FuzzCase; classValues: unknown[] }) => {
    if (index >= classCases) return random;
    const fieldClass = classes[index % classes.length] as FieldClass;
    classesSent.set(fieldClass.name, (classesSent.get(fieldClass.name) ?? 0) + 1);
    return fieldClass.apply(random, classValues[index % classes.length]);
  };

  const property = fc.asyncProperty(
    fc.array(generated, { minLength: BATCH, maxLength: BATCH }),
    async (generatedBatch) => {
      runs += 1;
      const batch = generatedBatch.map((each, position) => caseAt((runs - 1) * BATCH + position, each));
      let concurrent = batch;
      if ((runs * BATCH) % SNAPSHOT_EVERY === 0) {
        const [alone, ...rest] = batch as [FuzzCase, ...FuzzCase[]];
        concurrent = rest;
        const request = await prepare(alone);
        // Background work an earlier accepted case queued (a folder delete) must not land mid-snapshot.
        await portal.workDone();
        const before = await snapshotOf(route);
        const outcome = await send(request);
        if (outcome.problems.length > 0) throw new Error(failureOf(outcome));
        if (outcome.answer.status >= 400) {
          const after = await snapshotOf(route);
          const changes = tableChanges(
            withoutIntendedWrites(route.id, before),
            withoutIntendedWrites(route.id, after),
          );
          if (changes.length > 0) {
            throw new Error(`a refused request changed tables: ${changes.join('; ')}\n${failureOf(outcome)}`);
          }
        }
      }
      const outcomes = await Promise.all(concurrent.map(exchange));
      const failed = outcomes.filter((outcome) => outcome.problems.length > 0);
      if (failed.length > 0) throw new Error(failed.map(failureOf).join('\n'));
    },
  );

  try {
    await fc.assert(property, { seed, numRuns: Math.ceil(cases / BATCH), endOnFailure: true });
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    throw new Error(
      [
        `${describeRoute(route)} failed under fuzzing (seed ${SEED}, ${options.token ? 'as admin' : `anonymously: fast-check seed ${seed}`}); replay with FUZZ_SEED=${SEED} npx vitest run --project quality tests/quality/fuzz.test.ts -t '${route.id}'`,
        cause instanceof Error ? cause.message : String(cause ?? ''),
        (error as Error).message,
      ].join('\n'),
    );
  }

  const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  summary.push(
    `  ${route.id.padEnd(26)} ${options.token ? 'admin    ' : 'anonymous'} ${String(sent).padStart(4)} cases: ${histogram.join(' ')}`,
  );
  expect(sent).toBeGreaterThanOrEqual(cases);
  for (const fieldClass of classes) {
    expect(classesSent.get(fieldClass.name) ?? 0, `${route.id}: ${fieldClass.name}`).toBeGreaterThanOrEqual(
      CASES_PER_CLASS,
    );
  }
  return sent;
}

const runOrder = (route: AnyRoute) => (RUN_FIRST.has(route.id) ? 0 : RUN_LAST.has(route.id) ? 2 : 1);
const ordered = [...routeList].sort((a, b) => runOrder(a) - runOrder(b));

describe('fuzzing every route of the registry', () => {
  it('has a sample in spec-access.ts for every route it fuzzes from a valid request', () => {
    expect(routeList.filter((route) => !SPEC_ACCESS[route.id]).map((route) => route.id)).toEqual([]);
  });

  it.each(ordered.map((route) => [describeRoute(route), route] as const))(
    'survives generated input: %s',
    async (_, route) => {
      const cases = Math.ceil(CASES_PER_ROUTE * (SAMPLED_SHARE[route.id] ?? 1));
      const anonymousCases = route.access === 'public' ? Math.ceil(cases * ANONYMOUS_SHARE) : 0;
      const adminSent = await fuzzRoute(route, { token: admin, cases: cases - anonymousCases });
      const anonymousSent =
        anonymousCases > 0 ? await fuzzRoute(route, { token: null, cases: anonymousCases }) : 0;

      expect(adminSent + anonymousSent).toBeGreaterThanOrEqual(cases);

      const me = await portal.call('GET', '/api/auth/me', { token: admin });
      expect(me.status, `fuzzing ${route.id} ended the fuzzing admin’s own session`).toBe(200);
    },
  );
});
