import * as z from '../zod';

/**
 * GET /api/openapi.json: an OpenAPI 3.1 document (shared/openapi.ts builds it). Loose objects, so
 * that parsing the answer (createHandler strips what a schema does not name) keeps every part.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
  components: z.looseObject({}),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
