import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildOpenApiDocument } from '../../shared/openapi';
import { routeList } from '../../shared/routes';
import { startTestPortal, type TestPortal } from './support/portal';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.stop());

type Operations = Record<string, Record<string, { operationId: string; 'x-permission': string }>>;

describe('GET /api/openapi.json', () => {
  it('answers anyone without a session with an OpenAPI 3.1 document of every registry route', async () => {
    const answer = await portal.call<{ openapi: string; paths: Operations }>('GET', '/api/openapi.json');

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body.openapi).toMatch(/^3\.1\./);
    const described = Object.entries(answer.body.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        id: operation.operationId,
        permission: operation['x-permission'],
      })),
    );
    expect(described.map(({ key }) => key).sort()).toEqual(
      routeList.map((route) => `${route.method} ${route.path}`).sort(),
    );
    for (const route of routeList)
      expect(described).toContainEqual({
        key: `${route.method} ${route.path}`,
        id: route.id,
        permission: route.access,
      });
  });

  it('is the document shared/openapi.ts builds (which swagger-parser validates), with the cookie the portal sets', async () => {
    const answer = await portal.call<Record<string, unknown>>('GET', '/api/openapi.json');

    expect(answer.body).toEqual(buildOpenApiDocument({ cookieName: 'vwp_session' }));
    expect(answer.body).toMatchObject({
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'vwp_session' },
          bearerToken: { type: 'http', scheme: 'bearer' },
        },
      },
    });
  });

  it('is the document every answer of the run is checked against, built once by the global setup', async () => {
    const answer = await portal.call<Record<string, unknown>>('GET', '/api/openapi.json');

    expect(inject('openApiDocument')).toEqual(answer.body);
  });

  it('answers the same document to a signed-in caller', async () => {
    const token = await portal.logIn();

    const anonymous = await portal.call('GET', '/api/openapi.json');
    const signedIn = await portal.call('GET', '/api/openapi.json', { token });

    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toBe(anonymous.text);
  });
});
