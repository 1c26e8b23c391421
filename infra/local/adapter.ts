import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { messages } from '../../shared/messages';
import { type AnyRoute, handlerModulePath, matchPath, pathSpecificity, routeList } from '../../shared/routes';

/** API Gateway's own payload limit; createHandler applies the much smaller JSON limit itself. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** Most specific template first, as API Gateway picks `/api/families/recent` over `/api/families/{id}`. */
const ROUTES_BY_SPECIFICITY = [...routeList].sort(
  (a, b) => pathSpecificity(b.path) - pathSpecificity(a.path),
);

export function findRoute(
  method: string,
  path: string,
): { route: AnyRoute; params: Record<string, string> } | null {
  for (const route of ROUTES_BY_SPECIFICITY) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

export function createHandlerLoader(root: string) {
  const cache = new Map<string, Promise<LambdaHandler>>();
  return (route: AnyRoute) => {
    let loaded = cache.get(route.id);
    if (!loaded) {
      const url = pathToFileURL(`${root}/${handlerModulePath(route)}.ts`).href;
      loaded = import(url).then((module: { handler?: unknown }) => {
        if (typeof module.handler !== 'function') throw new Error(`${url} exports no handler function`);
        return module.handler as LambdaHandler;
      });
      // A module that failed to load is tried again on the next request (after a fix, without a restart).
      loaded.catch(() => cache.delete(route.id));
      cache.set(route.id, loaded);
    }
    return loaded;
  };
}

export function lambdaContext(requestId: string, functionName: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength;
    if (size > MAX_PAYLOAD_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Builds the HTTP API (payload v2) event API Gateway would send, so handlers run exactly as in AWS. */
export function toApiGatewayEvent(
  request: IncomingMessage,
  route: AnyRoute,
  params: Record<string, string>,
  body: Buffer,
  requestId: string,
): APIGatewayProxyEventV2 {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value;
  const cookies = request.headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  const isText = body.byteLength === 0 || /json|text/i.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookies?.length ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    pathParameters: Object.keys(params).length > 0 ? params : undefined,
    body: body.byteLength > 0 ? body.toString(isText ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

function writeJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/**
 * Serves `/api/*` from the registry's handler modules, the way API Gateway + Lambda would. Whatever
 * goes wrong (a module that fails to load, a handler that throws or answers nonsense, a broken
 * request), the request gets a logged 500 with the generic Dutch message: a socket is never left open.
 */
export function createApiMiddleware(
  root: string,
  log: (message: string, error: unknown) => void = console.error,
) {
  const serve = createRouteServer(createHandlerLoader(root));
  return async (request: IncomingMessage, response: ServerResponse) => {
    try {
      await serve(request, response);
    } catch (error) {
      log(`Local API adapter: ${request.method} ${request.url} failed`, error);
      if (!response.headersSent) {
        writeJson(response, 500, { message: messages.generic.internal, code: 'INTERNAL' });
      } else {
        response.destroy();
      }
    }
  };
}

function createRouteServer(loadHandler: ReturnType<typeof createHandlerLoader>) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const match = findRoute(request.method ?? 'GET', path);
    if (!match) {
      writeJson(response, 404, { message: messages.generic.routeNotFound, code: 'NOT_FOUND' });
      return;
    }
    const body = await readBody(request);
    if (body === 'too-large') {
      writeJson(response, 413, { message: messages.generic.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
      return;
    }
    const requestId = randomUUID();
    const handler = await loadHandler(match.route);
    const result = await handler(
      toApiGatewayEvent(request, match.route, match.params, body, requestId),
      lambdaContext(requestId, match.route.id),
    );
    if (typeof result?.statusCode !== 'number')
      throw new Error(`${match.route.id} answered without a status`);
    const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    response.writeHead(result.statusCode ?? 200, headers);
    response.end(
      result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''),
    );
  };
}
