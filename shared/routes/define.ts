import type { BucketName } from '../buckets';
import type { Permission } from '../permissions';
import { EXPIRING_TABLES } from '../retention';
import type { TableName } from '../tables';
import * as z from '../zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = 'public' | 'authenticated' | Permission;

/**
 * What a route's function touches; infra grants exactly this and the local runtime needs nothing else.
 * `tables` lists every table the function reads or writes and earns read actions (GetItem, BatchGetItem,
 * Query, ConditionCheckItem); `writes` names those of them it also changes (PutItem, UpdateItem,
 * DeleteItem, BatchWriteItem). A read route leaves `writes` out and gets no write action at all.
 */
export type RouteResources = {
  tables: readonly TableName[];
  /** The tables of `tables` this function puts, updates or deletes items in. */
  writes?: readonly TableName[];
  buckets?: readonly BucketName[];
  /**
   * Sends mail through the portal's mail channel (functions/mail/send-mail.ts): SES, or the SMTP relay
   * an admin chose. Such a function also lists `settings` (the channel), writes `statistics` (the
   * monthly mail count) and declares `encryptionKey` (the relay's password is stored encrypted).
   */
  mail?: boolean;
  /** Encrypts or decrypts personal fields, so it receives DATA_ENCRYPTION_KEY. */
  encryptionKey?: boolean;
  /** Seals signed documents with the association's certificate, so it receives SEALING_CERTIFICATE. */
  sealingCertificate?: boolean;
  /** Worker ids of shared/workers.ts this function hands work to (`enqueue`): it may send to their queues. */
  enqueues?: readonly string[];
  /**
   * Writes the CloudFront KeyValueStore that the edge reads per request (the origins allowed to frame
   * /registration), so it receives EDGE_STORE_ARN in AWS; locally there is no edge to tell.
   */
  edgeStore?: boolean;
  /**
   * Erases files for good (the privacy worker): the buckets are versioned, so it may also list and
   * delete an object's stored versions in its `buckets`, which no other function may.
   */
  erasesFileVersions?: boolean;
};

/** Steady requests per second and burst API Gateway lets through to one route, summed over all callers. */
export type RouteThrottle = { ratePerSecond: number; burst: number };
/**
 * The ceiling of every public route, summed over all callers: far above what an association's members
 * and families send, low enough that a flood from many addresses cannot run up the bill or starve the
 * signed-in routes (the stage allows 50/s). Above what one client may send (its client limit refuses
 * the rest cheaply), so one flooding client does not reach it and shut everyone else out.
 */
export const PUBLIC_ROUTE_THROTTLE: RouteThrottle = { ratePerSecond: 30, burst: 60 };
/** Routes that check or set a password: each call the client limit lets through costs a deliberately slow hash. */
export const PASSWORD_ROUTE_THROTTLE: RouteThrottle = { ratePerSecond: 25, burst: 50 };

/** Key prefix of the per-client counters in the sessions table (the IAM grant names it). */
export const CLIENT_LIMIT_BUCKET_PREFIX = 'client-requests#';

/**
 * Requests one client address may send to one route per fixed window, counted atomically in DynamoDB
 * (createHandler's clientLimit middleware, before the session lookup); the rest get a Dutch 429 with
 * Retry-After. The per-client share of the route's throttle.
 */
export type ClientLimit = { requests: number; windowSeconds: number };
/**
 * Every public route: 3 a second on average, far more than a visitor or an office behind one address
 * sends. Short windows keep the burst a flood gets at each window's start small.
 */
export const PUBLIC_CLIENT_LIMIT: ClientLimit = { requests: 30, windowSeconds: 10 };
/**
 * Routes that check a password or a second factor: a sign-in is one or two calls, so 5 per 10 s (30 a
 * minute) leaves room for an office signing in together, while a flood gets at most 5 slow hashes
 * per 10 s (measured in `npm run bench`, suite "client limit").
 */
export const PASSWORD_CLIENT_LIMIT: ClientLimit = { requests: 5, windowSeconds: 10 };

export type RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  /** Unique kebab-case id; the handler lives at `functions/handlers/<area>/<id>.ts`. */
  id: string;
  area: string;
  method: HttpMethod;
  /** API Gateway style path, e.g. `/api/users/{id}`. */
  path: string;
  access: Access;
  summary: string;
  params: P;
  query: Q;
  body: B;
  response: R;
  /** Status of a successful answer (200 unless said otherwise). */
  successStatus?: number;
  /**
   * A create that an `Idempotency-Key` header makes safe to repeat: a double submit or a retry with
   * the same key gets the first answer again instead of a second item.
   */
  idempotent?: boolean;
  uses: RouteResources;
  /** A route-level API Gateway throttle; public routes get PUBLIC_ROUTE_THROTTLE unless they name one. */
  throttle?: RouteThrottle;
  /**
   * The per-client-address limit; public routes get PUBLIC_CLIENT_LIMIT, or PASSWORD_CLIENT_LIMIT when
   * their throttle is PASSWORD_ROUTE_THROTTLE, unless they name one. Its counters live in the sessions
   * table under `RATE#client-requests#`; IAM grants a route without `sessions` in `writes` an update of
   * those items only (infra/aws handler-function), so a read route still cannot touch a session.
   */
  clientLimit?: ClientLimit;
  /**
   * Answers a session that must set up a second factor first (sign-out, the current user, enrolment);
   * every other route refuses it with 403 `ENROLMENT_REQUIRED`.
   */
  duringEnrolment?: boolean;
  /**
   * Also accepts an `application/x-www-form-urlencoded` body, read into an object of strings before
   * the body schema sees it. Only for callers that cannot send JSON: the mail providers' RFC 8058
   * one-click unsubscribe posts `List-Unsubscribe=One-Click`.
   */
  acceptsFormBody?: boolean;
  /**
   * The media type of an answer sent as it is (a handler's `reply(…, { raw: true })`), e.g. an
   * iCalendar feed or a PDF; JSON when absent. The OpenAPI document (shared/openapi.ts) names it.
   */
  responseMediaType?: string;
};

export type AnyRoute = RouteDefinition;
export type RouteParams<T extends AnyRoute> = z.output<T['params']>;
export type RouteQuery<T extends AnyRoute> = z.output<T['query']>;
export type RouteBody<T extends AnyRoute> = z.output<T['body']>;
export type RouteBodyInput<T extends AnyRoute> = z.input<T['body']>;
export type RouteQueryInput<T extends AnyRoute> = z.input<T['query']>;
export type RouteParamsInput<T extends AnyRoute> = z.input<T['params']>;
export type RouteResponse<T extends AnyRoute> = z.output<T['response']>;

/**
 * `uses` as a route states it: `tables` names only what it reads without writing, since a table in
 * `writes` is read too and the sessions table (and idempotency for an idempotent create) comes with
 * every handler; defineRoute adds them, so each fact is stated once.
 */
export type RouteUses = Omit<RouteResources, 'tables'> & { tables?: readonly TableName[] };

type RouteInput<P, Q, B, R> = Omit<RouteDefinition, 'params' | 'query' | 'body' | 'response' | 'uses'> & {
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  uses: RouteUses;
};

/** No parameters, no query string: anything sent is refused as an unknown field. */
export const none = () => z.strictObject({});
const bodilessSchemas = new WeakSet<z.ZodType>();

/** A call without payload; an empty JSON object is tolerated because many clients send one. */
export const noBody = () => {
  const schema = z.union([z.undefined(), z.strictObject({})]).transform(() => undefined);
  bodilessSchemas.add(schema);
  return schema;
};

/** Whether a body schema is `noBody()`: the route takes no payload (the OpenAPI document shows no request body). */
export const isNoBody = (schema: z.ZodType) => bodilessSchemas.has(schema);

export function defineRoute<
  P extends z.ZodType = ReturnType<typeof none>,
  Q extends z.ZodType = ReturnType<typeof none>,
  B extends z.ZodType = ReturnType<typeof noBody>,
  R extends z.ZodType = z.ZodType,
>(input: RouteInput<P, Q, B, R>): RouteDefinition<P, Q, B, R> {
  const throttle = input.throttle ?? (input.access === 'public' ? PUBLIC_ROUTE_THROTTLE : undefined);
  const clientLimit = input.clientLimit ?? defaultClientLimit(input.access, throttle);
  return {
    ...input,
    params: (input.params ?? none()) as P,
    query: (input.query ?? none()) as Q,
    body: (input.body ?? noBody()) as B,
    uses: withHandlerTables(input.uses, input.idempotent === true),
    throttle,
    ...(clientLimit ? { clientLimit } : {}),
  };
}

function defaultClientLimit(access: Access, throttle: RouteThrottle | undefined): ClientLimit | undefined {
  if (access !== 'public') return undefined;
  return throttle === PASSWORD_ROUTE_THROTTLE ? PASSWORD_CLIENT_LIMIT : PUBLIC_CLIENT_LIMIT;
}

const EXPIRING_TABLE_NAMES: readonly TableName[] = Object.values(EXPIRING_TABLES);

/**
 * Whether a function writes rows kept for a period from the settings (shared/retention.ts): it reads
 * the periods in force from the settings table before it writes (functions/http/route-retention.ts).
 */
export const writesExpiringRows = (uses: { writes?: readonly TableName[] | undefined }) =>
  (uses.writes ?? []).some((table) => EXPIRING_TABLE_NAMES.includes(table));

/**
 * The full resources of a route: what it states, every table it writes among those it reads, and the
 * tables createHandler itself needs: every handler reads the caller's session (public routes
 * included), an idempotent create claims its key in the idempotency table, and a route writing rows
 * kept for a period from the settings reads those periods. A client-limited
 * route's counters need no `sessions` write: IAM grants their items apart (infra/aws handler-function).
 */
function withHandlerTables(uses: RouteUses, idempotent: boolean): RouteResources {
  const writes = [...(uses.writes ?? []), ...(idempotent ? (['idempotency'] as const) : [])];
  const handlerTables: TableName[] = [
    'sessions',
    ...(idempotent ? (['idempotency'] as const) : []),
    ...(writesExpiringRows({ writes }) ? (['settings'] as const) : []),
  ];
  return {
    ...uses,
    tables: [...new Set<TableName>([...handlerTables, ...(uses.tables ?? []), ...writes])],
    ...(writes.length > 0 ? { writes: [...new Set(writes)] } : {}),
  };
}
