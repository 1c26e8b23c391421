import { PERMISSIONS } from './permissions';
import { type AnyRoute, isNoBody, routeList } from './routes';
import * as accounting from './schemas/accounting';
import * as audit from './schemas/audit';
import * as auth from './schemas/auth';
import * as authMfa from './schemas/auth-mfa';
import * as backup from './schemas/backup';
import * as calendar from './schemas/calendar';
import * as common from './schemas/common';
import * as dashboard from './schemas/dashboard';
import * as declarations from './schemas/declarations';
import * as drive from './schemas/drive';
import * as email from './schemas/email';
import * as externalLinks from './schemas/external-links';
import * as families from './schemas/families';
import * as news from './schemas/news';
import type { OpenApiDocument } from './schemas/openapi';
import * as openapi from './schemas/openapi';
import * as settings from './schemas/settings';
import * as signing from './schemas/signing';
import * as uploads from './schemas/uploads';
import * as users from './schemas/users';
import * as z from './zod';

/**
 * The API described for integrators (GET /api/openapi.json, shown at /api/docs): an OpenAPI 3.1
 * document built from the route registry and its zod schemas with zod's own JSON Schema converter,
 * so it cannot drift from what the handlers validate and answer. Request parts are described as the
 * caller sends them (zod's input side: defaults optional, coerced numbers as numbers), answers as
 * the handler sends them (the output side, after the schema has stripped unnamed fields).
 */

type JsonSchema = Record<string, unknown>;

export type OpenApiOptions = {
  /** Name of the session cookie (`__Host-` prefixed in AWS, plain under `npm start`). */
  cookieName: string;
};

/** Version of the API contract in info.version; raise it when an answer or a request changes shape. */
export const API_VERSION = '1.0.0';

const SCHEMA_MODULES: Record<string, Record<string, unknown>> = {
  common,
  auth,
  authMfa,
  users,
  families,
  declarations,
  dashboard,
  audit,
  news,
  calendar,
  email,
  accounting,
  drive,
  signing,
  backup,
  settings,
  externalLinks,
  uploads,
  openapi,
};

/** Exported schemas of these kinds become named components; strings and numbers stay inline. */
const NAMED_KINDS = new Set(['object', 'array', 'union', 'record', 'enum', 'intersection', 'tuple']);

const ERROR_SCHEMA = 'ErrorResponse';
const SCHEMA_REF = '#/components/schemas/';

const pascal = (name: string) =>
  name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');

/**
 * Every wire shape exported from shared/schemas gets its export name as component name
 * (`familySchema` → `Family`), so a family inside a page of families is one `$ref`, not a copy.
 */
function exportedSchemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  for (const [moduleName, exports] of Object.entries(SCHEMA_MODULES)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType) || names.has(value)) continue;
      if (!NAMED_KINDS.has(value._zod.def.type)) continue;
      let name = pascal(exportName.replace(/Schema$/, ''));
      if (taken.has(name)) name = pascal(moduleName) + name;
      taken.add(name);
      names.set(value, name);
    }
  }
  return names;
}

/** One side's components: the named schemas and the routes' bodies or answers, `$ref`s between them. */
function componentsOf(io: 'input' | 'output', named: Map<z.ZodType, string>, roots: Map<z.ZodType, string>) {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of named) registry.add(schema, { id });
  for (const [schema, id] of roots) if (!registry.has(schema)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    // A transform has no JSON Schema: its input side is described, its output as any value.
    unrepresentable: 'any',
    uri: (id) => `${SCHEMA_REF}${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, withoutSchemaKeywords(schema as JsonSchema)]),
  );
}

function withoutSchemaKeywords(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** Both sides come from the same converter, so equal schemas serialise with their keys in the same order. */
const sameSchema = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Deep copy with every `$ref` to a component in `renamed` pointed at its `…Input` twin. */
function renameRefs<T>(value: T, renamed: ReadonlySet<string>): T {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, renamed)) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF)) {
        const id = item.slice(SCHEMA_REF.length);
        return [key, renamed.has(id) ? `${SCHEMA_REF}${id}Input` : item];
      }
      return [key, renameRefs(item, renamed)];
    }),
  ) as T;
}

/**
 * Input and output components side by side: a schema that reads the same both ways is one
 * component; one that differs (a default, a transform) keeps its name for answers and gets an
 * `…Input` twin for requests, as do the request schemas that refer to such a twin.
 */
function mergeComponents(input: Record<string, JsonSchema>, output: Record<string, JsonSchema>) {
  const renamed = new Set<string>();
  let rewritten = input;
  for (;;) {
    rewritten = renameRefs(input, renamed);
    const conflicts = Object.keys(rewritten).filter(
      (id) => !renamed.has(id) && id in output && !sameSchema(rewritten[id], output[id]),
    );
    if (conflicts.length === 0) break;
    for (const id of conflicts) renamed.add(id);
  }
  const schemas: Record<string, JsonSchema> = { ...output };
  for (const [id, schema] of Object.entries(rewritten)) schemas[renamed.has(id) ? `${id}Input` : id] = schema;
  return { schemas, inputRef: (id: string) => `${SCHEMA_REF}${renamed.has(id) ? `${id}Input` : id}` };
}

/** Path or query parameters from a route's object schema, as the caller sends them. */
function parametersOf(schema: z.ZodType, location: 'path' | 'query') {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: propertySchema,
    };
  });
}

const ERROR_RESPONSES = {
  BadRequest:
    'The request does not fit: a field, the query or the JSON body (`code` VALIDATION or INVALID_JSON).',
  Unauthenticated: 'No valid session: sign in first (`code` UNAUTHENTICATED).',
  Forbidden:
    'The permission is missing (FORBIDDEN), a browser request came from another site (CROSS_ORIGIN), the password must be confirmed again (REAUTH_REQUIRED) or a second factor set up first (ENROLMENT_REQUIRED).',
  NotFound: 'No such item, or one the caller may not see: both answer 404 (`code` NOT_FOUND).',
  Conflict: 'Someone changed the item meanwhile, or the change clashes with another item (`code` CONFLICT).',
  PayloadTooLarge: 'The JSON body is larger than 256 KiB: files go to the presigned upload URL instead.',
  UnsupportedMediaType: 'The body is not `application/json`.',
  TooManyRequests: 'Too many requests from this address; try again after `Retry-After` seconds.',
  InternalError: 'Something failed on the server; the answer says nothing more (the request id is logged).',
} as const;

const errorResponseRef = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

function errorResponsesOf(route: AnyRoute, takesBody: boolean) {
  const hasPathParameters = route.path.includes('{');
  return {
    '400': errorResponseRef('BadRequest'),
    ...(route.access === 'public' ? {} : { '401': errorResponseRef('Unauthenticated') }),
    '403': errorResponseRef('Forbidden'),
    ...(hasPathParameters ? { '404': errorResponseRef('NotFound') } : {}),
    ...(route.method === 'GET' ? {} : { '409': errorResponseRef('Conflict') }),
    ...(takesBody
      ? { '413': errorResponseRef('PayloadTooLarge'), '415': errorResponseRef('UnsupportedMediaType') }
      : {}),
    ...(route.clientLimit ? { '429': errorResponseRef('TooManyRequests') } : {}),
    '500': errorResponseRef('InternalError'),
    default: { description: 'Any other refusal, in the same shape.', content: errorContent() },
  };
}

const errorContent = () => ({ 'application/json': { schema: { $ref: `${SCHEMA_REF}${ERROR_SCHEMA}` } } });

/** Who may call the route: the registry's access, and for a permission the roles and user types that hold it. */
function permissionOf(route: AnyRoute) {
  if (route.access === 'public' || route.access === 'authenticated') return { 'x-permission': route.access };
  const grant = PERMISSIONS[route.access];
  return {
    'x-permission': route.access,
    'x-granted-to': { roles: [...grant.roles], ...('types' in grant ? { types: [...grant.types] } : {}) },
  };
}

export function buildOpenApiDocument(options: OpenApiOptions): OpenApiDocument {
  const named = exportedSchemaNames();
  const bodies = new Map<z.ZodType, string>();
  const answers = new Map<z.ZodType, string>([[common.errorResponse, ERROR_SCHEMA]]);
  for (const route of routeList) {
    if (!isNoBody(route.body) && !bodies.has(route.body))
      bodies.set(route.body, named.get(route.body) ?? `${pascal(route.id)}Body`);
    if (!route.responseMediaType && !answers.has(route.response))
      answers.set(route.response, named.get(route.response) ?? `${pascal(route.id)}Response`);
  }
  // Each side keeps what its roots reach, so a request schema gets an `…Input` twin only when an
  // answer uses the same name for its other side.
  const { schemas, inputRef } = mergeComponents(
    reachableSchemas([...bodies.values()], componentsOf('input', named, bodies)),
    reachableSchemas([...answers.values()], componentsOf('output', named, answers)),
  );

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeList) {
    const takesBody = !isNoBody(route.body);
    const bodyRef = { $ref: inputRef(bodies.get(route.body) ?? '') };
    const answer = route.responseMediaType
      ? {
          [route.responseMediaType]: {
            schema: { type: 'string', contentMediaType: route.responseMediaType },
          },
        }
      : { 'application/json': { schema: { $ref: `${SCHEMA_REF}${answers.get(route.response)}` } } };
    const operation = {
      operationId: route.id,
      summary: route.summary,
      tags: [route.area],
      ...(route.access === 'public' ? { security: [{}, { sessionCookie: [] }, { bearerToken: [] }] } : {}),
      ...permissionOf(route),
      ...(route.clientLimit ? { 'x-client-limit': route.clientLimit } : {}),
      ...(route.throttle ? { 'x-throttle': route.throttle } : {}),
      ...(route.duringEnrolment ? { 'x-during-enrolment': true } : {}),
      parameters: [
        ...parametersOf(route.params, 'path'),
        ...parametersOf(route.query, 'query'),
        ...(route.idempotent
          ? [
              {
                name: 'Idempotency-Key',
                in: 'header',
                required: false,
                description: 'Repeating the create with the same key answers the first result again.',
                schema: { type: 'string', maxLength: 200 },
              },
            ]
          : []),
      ],
      ...(takesBody
        ? {
            requestBody: {
              required: !route.body.safeParse(undefined).success,
              content: {
                'application/json': { schema: bodyRef },
                ...(route.acceptsFormBody
                  ? { 'application/x-www-form-urlencoded': { schema: bodyRef } }
                  : {}),
              },
            },
          }
        : {}),
      responses: {
        [String(route.successStatus ?? 200)]: { description: 'Success.', content: answer },
        ...errorResponsesOf(route, takesBody),
      },
    };
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.1',
    info: {
      title: 'Vrijwilligersportaal API',
      version: API_VERSION,
      description:
        'Every route of the portal, generated from its route registry. Sign in with POST /api/login (and POST /api/login/mfa when a second factor is asked) and send the answered `token` as a bearer; the web app uses the session cookie instead. State-changing browser requests must come from the portal itself. Error answers are `{ message, code, issues? }` with a Dutch `message`. `x-permission` names who may call a route: `public`, `authenticated` (any session) or a permission of the portal, whose roles and user types are in `x-granted-to`.',
    },
    tags: [...new Set(routeList.map((route) => route.area))].map((name) => ({ name })),
    security: [{ sessionCookie: [] }, { bearerToken: [] }],
    paths: sortedPaths(paths),
    components: {
      schemas: reachableSchemas(refsIn(paths), schemas),
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, description]) => [
          name,
          {
            description,
            ...(name === 'TooManyRequests'
              ? { headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } } }
              : {}),
            content: errorContent(),
          },
        ]),
      ),
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: options.cookieName,
          description: 'The HttpOnly session cookie that POST /api/login sets (the web app).',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `token` that POST /api/login answers (API clients).',
        },
      },
    },
  };
}

const sortedPaths = (paths: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));

/** The component ids a value (an operation, a schema) refers to. */
function refsIn(value: unknown): string[] {
  const ids: string[] = [];
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (Array.isArray(item)) pending.push(...item);
    else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF))
          ids.push(child.slice(SCHEMA_REF.length));
        else pending.push(child);
      }
    }
  }
  return ids;
}

/** Only the components the given ids reach, directly or through other components (the error shape always). */
function reachableSchemas(rootIds: readonly string[], schemas: Record<string, JsonSchema>) {
  const reached = new Set<string>();
  const pending = [ERROR_SCHEMA, ...rootIds];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (reached.has(id) || !schemas[id]) continue;
    reached.add(id);
    pending.push(...refsIn(schemas[id]));
  }
  return Object.fromEntries(
    Object.entries(schemas)
      .filter(([id]) => reached.has(id))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

let cached: OpenApiDocument | undefined;

/** The document, built once per process (a Lambda cold start) and kept. */
export function openApiDocument(options: OpenApiOptions): OpenApiDocument {
  cached ??= buildOpenApiDocument(options);
  return cached;
}
