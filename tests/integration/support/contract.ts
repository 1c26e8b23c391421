import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { inject } from 'vitest';
import { findRoute } from '../../../infra/local/adapter';
import { buildOpenApiDocument } from '../../../shared/openapi';
import type { OpenApiDocument } from '../../../shared/schemas/openapi';
import { CONTRACT_COOKIE_NAME } from './contract-document';

/**
 * The contract test: every answer the integration suite gets is checked against the OpenAPI document
 * (GET /api/openapi.json), with ajv as an independent JSON Schema validator. An answer whose status
 * the operation does not list, whose media type differs, or whose body does not fit the schema
 * fails the test that received it.
 */

type ResponseObject = { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> };
type Operation = { responses: Record<string, ResponseObject> };

export type ContractAnswer = {
  method: string;
  /** The request path, without query string. */
  path: string;
  status: number;
  contentType: string;
  body: unknown;
};

const DOCUMENT_ID = 'https://vrijwilligersportaal.invalid/openapi.json';
// ajv-formats is CommonJS with a default export; under Node's ESM loader it arrives as the module object.
const addFormats = ((addFormatsPlugin as { default?: unknown }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;

export function createResponseContract(document: OpenApiDocument) {
  // strict: false because the document root is an OpenAPI document, not a schema; the schemas
  // inside are plain 2020-12 JSON Schema and refer to each other as #/components/schemas/….
  const ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.getSchema(`${DOCUMENT_ID}${ref}`);
      if (!validate) throw new Error(`The OpenAPI document has no ${ref}`);
      validators.set(ref, validate);
    }
    return validate;
  };
  const sharedResponses = (document.components.responses ?? {}) as Record<string, ResponseObject>;
  const resolve = (response: ResponseObject) =>
    response.$ref ? sharedResponses[response.$ref.replace('#/components/responses/', '')] : response;

  /** Problems of one answer against the document; empty when it fits. */
  function problemsOf(answer: ContractAnswer): string[] {
    const match = findRoute(answer.method, answer.path);
    // A path no route serves answers the adapter's own 404 in the error shape.
    if (!match) return errorsAgainst('#/components/schemas/ErrorResponse', answer.body);
    const template = match.route.path;
    const operation = (document.paths[template] as Record<string, Operation> | undefined)?.[
      answer.method.toLowerCase()
    ];
    if (!operation) return [`${answer.method} ${template} is not in the OpenAPI document`];
    // `default` is the error shape of any other refusal: a success must be the one the registry names.
    const listed =
      operation.responses[String(answer.status)] ??
      (answer.status >= 400 ? operation.responses.default : undefined);
    if (!listed) return [`${answer.method} ${template} does not list status ${answer.status}`];
    const response = resolve(listed);
    const content = response?.content ?? {};
    const mediaType = Object.keys(content).find((type) => answer.contentType.startsWith(type));
    if (!mediaType)
      return [
        `${answer.method} ${template} ${answer.status} answered ${answer.contentType || 'no content type'}, the document lists ${Object.keys(content).join(', ')}`,
      ];
    const ref = content[mediaType]?.schema?.$ref;
    return ref ? errorsAgainst(ref, answer.body, `${answer.method} ${template} ${answer.status}`) : [];
  }

  function errorsAgainst(ref: string, body: unknown, where = ref): string[] {
    const validate = validatorFor(ref);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${where}: ${error.instancePath || '(body)'} ${error.message} (${error.schemaPath})`,
    );
  }

  return {
    problemsOf,
    /** Throws with every problem of the answer, so the test that received it fails. */
    check(answer: ContractAnswer) {
      const problems = problemsOf(answer);
      if (problems.length > 0)
        throw new Error(`The answer does not fit the OpenAPI document:\n${problems.join('\n')}`);
    },
  };
}

let shared: ReturnType<typeof createResponseContract> | undefined;

/**
 * The document the run's global setup built (global-setup.ts), or one built here when a run has none
 * of it (a file run on its own outside the stand-in projects).
 */
export const contractDocument = (): OpenApiDocument =>
  inject('openApiDocument') ?? buildOpenApiDocument({ cookieName: CONTRACT_COOKIE_NAME });

/** One contract per test file. */
export function responseContract() {
  shared ??= createResponseContract(contractDocument());
  return shared;
}
