import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createHandlerLoader, lambdaContext } from '../../../infra/local/adapter';
import { REPOSITORY_ROOT } from '../../../infra/local/stack';
import type { AnyRoute } from '../../../shared/routes/define';
import { fillPath } from '../../../shared/routes/paths';

export type Invocation = {
  status: number;
  headers: Record<string, string | number | boolean>;
  body: Record<string, unknown>;
};

/**
 * A route's handler called as API Gateway would, from a client address of the test's choice (over
 * loopback every request comes from 127.0.0.1): for per-address limits and attacks from many places.
 */
export async function invokeFrom(
  route: AnyRoute,
  sourceIp: string,
  input: { body?: unknown; params?: Record<string, string | number> } = {},
): Promise<Invocation> {
  const handler = await createHandlerLoader(REPOSITORY_ROOT)(route);
  const path = fillPath(route.path, input.params);
  const params = Object.fromEntries(
    Object.entries(input.params ?? {}).map(([key, value]) => [key, String(value)]),
  );
  const event = {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: path,
    rawQueryString: '',
    headers: input.body === undefined ? {} : { 'content-type': 'application/json' },
    pathParameters: input.params ? params : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp, userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    isBase64Encoded: false,
  } as APIGatewayProxyEventV2;
  const result = await handler(event, lambdaContext(event.requestContext.requestId, route.id));
  return {
    status: result.statusCode ?? 200,
    headers: result.headers ?? {},
    body: JSON.parse(result.body ?? 'null') as Record<string, unknown>,
  };
}

const WINDOW_MS = 15 * 60_000;
let windowsUsed = 0;

/**
 * A moment one minute into a 15-minute rate-limit window no other test of the file has used, so the
 * counts a test makes are its own and a window boundary cannot fall in the middle of it.
 */
export function freshWindowStart(): number {
  windowsUsed += 1;
  return (Math.floor(Date.now() / WINDOW_MS) + windowsUsed) * WINDOW_MS + 60_000;
}
