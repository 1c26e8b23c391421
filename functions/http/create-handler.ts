import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { genericMessages } from '../../shared/messages/generic';
import { can } from '../../shared/permissions';
import {
  type AnyRoute,
  CLIENT_LIMIT_BUCKET_PREFIX,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '../../shared/routes/define';
import { createLogger, type Logger } from '../commons/logger';
import { config } from '../config';
import { AppError, forbidden, rateLimited, unauthenticated, validationError } from '../domain/errors';
import { createRateLimiter } from '../services/auth/rate-limiter';
import { type Actor, resolveSession } from '../services/auth/sessions';
import { isForeignBrowserRequest, portalOrigins } from './browser-origin';
import { clientAddressOf } from './client-address';
import { beginIdempotentRun } from './idempotency';
import { JSON_HEADERS, mapError, toIssues } from './map-error';
import { originCheck } from './origin-check';
import { Reply } from './reply';
import { routeRetention } from './route-retention';
import { routeSecrets } from './route-secrets';
import { readSessionTokens } from './session-cookie';

/** JSON bodies stay small: files go straight to S3 (ARCHITECTURE.md §7). */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;

export type HandlerInput<R extends AnyRoute> = {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  /** The signed-in user; null only on public routes called without a session. */
  actor: R['access'] extends 'public' ? Actor | null : Actor;
  requestId: string;
  clientIp: string;
  now: Date;
  logger: Logger;
};

type RequestState = {
  startedAt: number;
  logger: Logger;
  actor: Actor | null;
  rawBody: unknown;
  input?: { params: unknown; query: unknown; body: unknown };
};

type PortalContext = Context & { portal: RequestState };
type Request = middy.Request<Event, Result, Error, PortalContext>;
type Middleware = MiddlewareObj<Event, Result, Error, PortalContext>;

const requestIdOf = (event: Event, context: Context) =>
  event.requestContext?.requestId ?? context.awsRequestId;

/** Starts the request's log context and writes one line when it ends, whatever the outcome. */
const requestLog = (route: AnyRoute): Middleware => {
  const finish = (request: Request) => {
    const state = request.context.portal;
    state.logger.info('request', {
      status: request.response?.statusCode ?? 500,
      durationMs: Date.now() - state.startedAt,
      userId: state.actor?.id,
    });
  };
  return {
    before: (request) => {
      request.context.portal = {
        startedAt: Date.now(),
        actor: null,
        rawBody: undefined,
        logger: createLogger({ route: route.id, requestId: requestIdOf(request.event, request.context) }),
      };
    },
    after: finish,
    onError: finish,
  };
};

let portal: { url: string; origins: ReadonlySet<string> } | undefined;
/** The portal's origins, derived again only when PORTAL_URL changed (functions/config: read when used). */
const ownOrigins = () => {
  if (portal?.url !== config.PORTAL_URL)
    portal = { url: config.PORTAL_URL, origins: portalOrigins(config.PORTAL_URL) };
  return portal.origins;
};

/**
 * CSRF: a browser's state-changing request from any origin but the portal's own is refused before
 * anything else happens (see browser-origin.ts). Public routes too: the framed registration form
 * posts from the portal's own /registration page, so it is same-origin wherever it is shown.
 */
const sameOriginBrowser = (): Middleware => ({
  before: (request) => {
    if (isForeignBrowserRequest(request.event, ownOrigins())) {
      throw new AppError('CROSS_ORIGIN', genericMessages.crossOrigin);
    }
  },
});

/**
 * One client address may send the route only so many requests per window (the route's `clientLimit`):
 * a flooding client gets 429 here, before the session lookup and any password hash, and everyone
 * else keeps the route's API Gateway throttle to themselves. Counted atomically in DynamoDB like the
 * sign-in limits, so the count holds across Lambda instances.
 */
const clientLimit = (route: AnyRoute): Middleware[] => {
  const limit = route.clientLimit;
  // None for a route without a limit: middy refuses a middleware without hooks.
  if (!limit) return [];
  const limiter = createRateLimiter(
    `${CLIENT_LIMIT_BUCKET_PREFIX}${route.id}`,
    limit.requests * config.CLIENT_LIMIT_FACTOR,
    limit.windowSeconds * 1000,
  );
  const countClient: Middleware = {
    before: async (request) => {
      const address = clientAddressOf(request.event, config.TRUST_VIEWER_IP_HEADER);
      const attempt = await limiter.consume([address], new Date());
      if (!attempt.allowed) {
        throw rateLimited(
          genericMessages.tooManyFromClient(attempt.retryAfterSeconds),
          attempt.retryAfterSeconds,
        );
      }
    },
  };
  return [countClient];
};

/** Finds the session from the bearer token or the cookie; anonymous callers stop here unless the route is public. */
const authentication = (route: AnyRoute): Middleware => ({
  before: async (request) => {
    const tokens = readSessionTokens(request.event);
    const now = new Date();
    for (const token of tokens) {
      const actor = await resolveSession(token, now);
      if (actor) {
        request.context.portal.actor = actor;
        break;
      }
    }
    if (route.access !== 'public' && !request.context.portal.actor) throw unauthenticated();
    // A session that must set up a second factor reaches only the routes that lead there.
    const restricted = request.context.portal.actor?.enrolmentRequired === true;
    if (restricted && route.access !== 'public' && !route.duringEnrolment) {
      throw new AppError('ENROLMENT_REQUIRED', genericMessages.enrolmentRequired);
    }
  },
});

const authorization = (route: AnyRoute): Middleware => ({
  before: (request) => {
    if (route.access === 'public' || route.access === 'authenticated') return;
    if (!can(request.context.portal.actor, route.access)) throw forbidden();
  },
});

const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

const jsonBody = (route: AnyRoute): Middleware => ({
  before: (request) => {
    const { body, isBase64Encoded, headers } = request.event;
    if (body === undefined || body === null || body === '') return;
    const raw = isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
    if (raw.byteLength > MAX_JSON_BODY_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', genericMessages.payloadTooLarge);
    const contentType = headers?.['content-type'] ?? headers?.['Content-Type'] ?? '';
    if (route.acceptsFormBody && FORM_CONTENT_TYPE.test(contentType)) {
      request.context.portal.rawBody = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
      return;
    }
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', genericMessages.unsupportedMediaType);
    }
    try {
      request.context.portal.rawBody = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError('INVALID_JSON', genericMessages.invalidJson);
    }
  },
});

function parsePart(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(
    result.error.issues[0]?.message ?? genericMessages.invalidInput,
    toIssues(result.error),
  );
}

/** Params, query and body through the route's own schemas: unknown fields and wrong types never reach a service. */
const validation = (route: AnyRoute): Middleware => ({
  before: (request) => {
    const state = request.context.portal;
    state.input = {
      params: parsePart(route.params, request.event.pathParameters ?? {}),
      query: parsePart(route.query, request.event.queryStringParameters ?? {}),
      body: parsePart(route.body, state.rawBody),
    };
  },
});

const errorMapper = (): Middleware => ({
  onError: (request) => {
    const { response, isUnexpected } = mapError(request.error);
    if (isUnexpected) request.context.portal?.logger.error('unhandled error', { error: request.error });
    request.response = response;
  },
});

function toResult<R extends AnyRoute>(route: R, output: RouteResponse<R> | Reply<RouteResponse<R>>): Result {
  const replyValue = output instanceof Reply ? output : new Reply(output);
  // Parsing the answer strips anything the schema does not name, so a stored secret cannot leak by accident.
  const body = route.response.parse(replyValue.body);
  return {
    statusCode: replyValue.options.statusCode ?? route.successStatus ?? 200,
    headers: { ...JSON_HEADERS, ...replyValue.options.headers },
    cookies: replyValue.options.cookies,
    body: replyValue.options.raw && typeof body === 'string' ? body : JSON.stringify(body),
    ...(replyValue.options.raw && replyValue.options.base64 ? { isBase64Encoded: true } : {}),
  };
}

/**
 * The one way to write an API handler: session, permission and validation come from the route's
 * registry entry, so the handler function only calls its service.
 */
export function createHandler<R extends AnyRoute>(
  route: R,
  fn: (input: HandlerInput<R>) => Promise<RouteResponse<R> | Reply<RouteResponse<R>>>,
) {
  return middy<Event, Result, Error, PortalContext>()
    .use(requestLog(route))
    .use(originCheck())
    .use(sameOriginBrowser())
    .use(clientLimit(route))
    .use(authentication(route))
    .use(authorization(route))
    .use(routeSecrets(route))
    .use(routeRetention(route))
    .use(jsonBody(route))
    .use(validation(route))
    .use(errorMapper())
    .handler(async (event, context) => {
      const state = context.portal;
      const input = state.input as { params: RouteParams<R>; query: RouteQuery<R>; body: RouteBody<R> };
      const now = new Date();
      const clientIp = clientAddressOf(event, config.TRUST_VIEWER_IP_HEADER);
      const run = route.idempotent
        ? await beginIdempotentRun(
            event,
            state.actor ? `user#${state.actor.id}` : `anonymous#${clientIp}`,
            input.body,
            now,
          )
        : null;
      if (run?.replay) return run.replay;
      let result: Result;
      try {
        const output = await fn({
          ...input,
          actor: state.actor as HandlerInput<R>['actor'],
          requestId: requestIdOf(event, context),
          clientIp,
          now,
          logger: state.logger.child({ userId: state.actor?.id }),
        });
        result = toResult(route, output);
      } catch (error) {
        await run?.release();
        throw error;
      }
      // The create is done: a claim that cannot store its answer stays claimed (a repeat is told to
      // try later) and is never released, which would let a repeat store the item a second time.
      await run
        ?.complete(result)
        .catch((error: unknown) => state.logger.error('the idempotent answer was not stored', { error }));
      return result;
    });
}
