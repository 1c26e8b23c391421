import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../shared/openapi';
import { PERMISSIONS } from '../../shared/permissions';
import { routeList, routes } from '../../shared/routes';
import { createResponseContract } from '../integration/support/contract';

type Operation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { required: boolean; content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: unknown[];
  'x-permission': string;
  'x-granted-to'?: { roles: string[] };
  'x-client-limit'?: { requests: number; windowSeconds: number };
};

const document = buildOpenApiDocument({ cookieName: 'vwp_session' });
const operationOf = (method: string, path: string) =>
  (document.paths[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
const schemas = document.components.schemas as Record<string, Record<string, unknown>>;

describe('the OpenAPI document of the route registry', () => {
  it('passes an independent OpenAPI 3.1 validator (swagger-parser)', async () => {
    // Prepare: the validator dereferences in place, so it gets its own copy.
    const copy = structuredClone(document);

    // Act
    const validated = await SwaggerParser.validate(copy as never);

    // Assess
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(validated.paths ?? {})).toHaveLength(Object.keys(document.paths).length);
  });

  it('describes every registry route once, under its id, with who may call it', () => {
    const operations = routeList.map((route) => [route, operationOf(route.method, route.path)] as const);

    for (const [route, operation] of operations) {
      expect(operation?.operationId, `${route.method} ${route.path}`).toBe(route.id);
      expect(operation?.['x-permission']).toBe(route.access);
    }
    expect(operationOf('POST', '/api/families')?.['x-granted-to']?.roles).toEqual([
      ...PERMISSIONS.manageFamilies.roles,
    ]);
  });

  it('names the client limit of public routes and lets them be called without a session', () => {
    const operation = operationOf('GET', '/api/openapi.json');

    expect(operation?.['x-permission']).toBe('public');
    expect(operation?.['x-client-limit']).toEqual(routes.system.openApi.clientLimit);
    expect(operation?.security).toContainEqual({});
    expect(operationOf('GET', '/api/families')?.security).toBeUndefined();
    expect(document.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
  });

  it('describes path and query parameters, bodies and answers from the zod schemas', () => {
    const list = operationOf('GET', '/api/families');
    const get = operationOf('GET', '/api/families/{id}');
    const create = operationOf('POST', '/api/families');

    expect(list?.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['query:cursor', 'query:limit']),
    );
    expect(get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    expect(create?.requestBody?.required).toBe(true);
    expect(create?.responses['201']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Family',
    });
    expect(schemas.FamilyPage?.properties).toMatchObject({
      // The list carries each family's summary; the detail (and its access entry) the rest (issue 32).
      items: { type: 'array', items: { $ref: '#/components/schemas/FamilySummary' } },
    });
    // A call without payload has no request body; a raw answer names its media type.
    expect(operationOf('GET', '/api/families')?.requestBody).toBeUndefined();
    expect(operationOf('GET', '/api/calendar/feed.ics')?.responses['200']?.content).toHaveProperty(
      'text/calendar',
    );
  });

  it('gives every refusal the Dutch error shape { message, code, issues? }', () => {
    const operation = operationOf('GET', '/api/families/{id}');

    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '500', 'default']),
    );
    expect(schemas.ErrorResponse).toMatchObject({
      type: 'object',
      required: ['message', 'code'],
      properties: { message: { type: 'string' }, code: { type: 'string' }, issues: { type: 'array' } },
    });
  });
});

describe('the response contract of the integration suite', () => {
  const contract = createResponseContract(document);
  const family = { method: 'GET', path: '/api/families/7', contentType: 'application/json; charset=utf-8' };

  it('accepts an error answer in the documented shape', () => {
    expect(
      contract.problemsOf({ ...family, status: 404, body: { message: 'Niet gevonden', code: 'NOT_FOUND' } }),
    ).toEqual([]);
  });

  it('refuses an answer that does not fit its operation', () => {
    const missingFields = contract.problemsOf({ ...family, status: 200, body: { id: 7 } });
    const wrongErrorShape = contract.problemsOf({ ...family, status: 403, body: { error: 'nope' } });
    const unlistedStatus = contract.problemsOf({
      ...family,
      method: 'POST',
      path: '/api/families',
      status: 299,
      body: {},
    });
    const wrongMediaType = contract.problemsOf({
      ...family,
      status: 200,
      contentType: 'text/html',
      body: null,
    });

    expect(missingFields.join('\n')).toMatch(/must have required property/);
    expect(wrongErrorShape.join('\n')).toMatch(/must have required property 'message'/);
    expect(unlistedStatus).toEqual(['POST /api/families does not list status 299']);
    expect(wrongMediaType.join('\n')).toMatch(/answered text\/html/);
    expect(() => contract.check({ ...family, status: 200, body: { id: 7 } })).toThrow(/OpenAPI document/);
  });
});
