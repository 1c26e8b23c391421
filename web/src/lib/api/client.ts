import type {
  AnyRoute,
  HttpMethod,
  RouteBodyInput,
  RouteParamsInput,
  RouteQueryInput,
  RouteResponse,
} from '../../../../shared/routes/define';
import { fillPath } from '../../../../shared/routes/paths';
import { ApiError, UnexpectedResponseError } from './errors';
import { newIdempotencyKey } from './idempotency';

/** The data-only copy of a registry entry that the browser holds, typed by the entry itself. */
export type ApiRoute<R extends AnyRoute = AnyRoute> = {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: string;
  /** A create the server answers once per Idempotency-Key: callRoute sends a key of its own. */
  readonly idempotent?: true;
  /** Type-only link to the registry entry; never present at runtime. */
  readonly __route?: R;
};

type Slot<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type RouteCallInput<R extends AnyRoute> = Slot<'params', RouteParamsInput<R>> &
  Slot<'query', RouteQueryInput<R>> &
  Slot<'body', RouteBodyInput<R>> & {
    signal?: AbortSignal;
  };

type CallArgs<R extends AnyRoute> =
  Record<string, never> extends RouteCallInput<R> ? [input?: RouteCallInput<R>] : [input: RouteCallInput<R>];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export type RequestOptions = {
  query?: Record<string, QueryValue> | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Reports a 401 as a lost session, and offers a re-authentication when the server asks for one. */
  authenticated: boolean;
  idempotencyKey?: string | undefined;
};

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The server's error code for "confirm your password first" (403, within 5 minutes of a sign-in). */
export const REAUTHENTICATION_REQUIRED = 'REAUTH_REQUIRED';

/** Asks the user for their password again; true once the server has confirmed it. */
type Reauthenticator = () => Promise<boolean>;
let reauthenticator: Reauthenticator | null = null;

/** The signed-in app registers the dialog that confirms the password (lib/auth/reauthentication). */
export function onReauthenticationRequired(handler: Reauthenticator): () => void {
  reauthenticator = handler;
  return () => {
    if (reauthenticator === handler) reauthenticator = null;
  };
}

/** Called when an authenticated call answers 401: the session is gone on the server. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Calls one registry route; params, query, body and answer are typed by the entry. An idempotent
 * create (registry `idempotent: true`) carries an Idempotency-Key of the client's own: one per
 * intent, and the same submission while it is in flight is that request again (see intents).
 */
export function callRoute<R extends AnyRoute>(
  route: ApiRoute<R>,
  ...[input]: CallArgs<R>
): Promise<RouteResponse<R>> {
  const call = (input ?? {}) as { params?: object; query?: object; body?: unknown; signal?: AbortSignal };
  const path = fillPath(route.path, call.params as Record<string, string | number> | undefined);
  const options: RequestOptions = {
    query: call.query as Record<string, QueryValue> | undefined,
    body: call.body,
    signal: call.signal,
    authenticated: route.access !== 'public',
  };
  if (!route.idempotent) return request(route.method, path, options) as Promise<RouteResponse<R>>;
  return requestOnce(route, path, options) as Promise<RouteResponse<R>>;
}

/**
 * The creates the user asked for and the server has not yet confirmed, by what they submitted (route,
 * path, query and body): a double click, or submitting again after a failure, is the same intent
 * with the same key, so the server stores one item. A submission in flight is shared, not sent twice.
 * Once the server has answered with success the intent is done; submitting the same again is a new
 * item with a new key.
 */
const intents = new Map<string, { key: string; inFlight: Promise<unknown> | null }>();

function requestOnce(route: ApiRoute, path: string, options: RequestOptions): Promise<unknown> {
  const fingerprint = JSON.stringify([route.id, path, options.query ?? null, options.body ?? null]);
  const intent = intents.get(fingerprint) ?? { key: newIdempotencyKey(), inFlight: null };
  intents.set(fingerprint, intent);
  if (intent.inFlight) return intent.inFlight;
  const sent = request(route.method, path, { ...options, idempotencyKey: intent.key }).then(
    (answer) => {
      intents.delete(fingerprint);
      return answer;
    },
    (error: unknown) => {
      intent.inFlight = null;
      throw error;
    },
  );
  intent.inFlight = sent;
  return sent;
}

/**
 * One HTTP call with the portal's conventions (spec §7): the HttpOnly session cookie is the only
 * credential (never a bearer token: scripts cannot read it), JSON in and out, an `ApiError` reading
 * `status: body` for any non-success answer. A call the server refuses until the password is
 * confirmed again asks for it once and is then repeated.
 */
export async function request(method: HttpMethod, path: string, options: RequestOptions): Promise<unknown> {
  try {
    return await send(method, path, options);
  } catch (error) {
    const ask = reauthenticator;
    const isReauthenticationRequired =
      error instanceof ApiError && error.status === 403 && error.code === REAUTHENTICATION_REQUIRED;
    if (!isReauthenticationRequired || !options.authenticated || !ask) throw error;
    if (!(await ask())) throw error;
    return send(method, path, options);
  }
}

async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const response = await fetch(withQuery(path, options.query), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
  const text = await response.text();
  const isJson = /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');
  const parsed = isJson ? parseJson(text) : { ok: false as const };

  if (!response.ok) {
    if (response.status === 401 && options.authenticated) {
      for (const listener of unauthorizedListeners) listener();
    }
    throw new ApiError(response.status, response.statusText, text, parsed.ok ? parsed.value : text);
  }
  if (!text) return undefined;
  if (!parsed.ok) throw new UnexpectedResponseError();
  return parsed.value;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const encoded = search.toString();
  return encoded ? `${path}?${encoded}` : path;
}
