import { openApiDocumentSchema } from '../schemas/openapi';
import { healthResponse } from '../schemas/system';
import { defineRoute } from './define';

// Apart from the sign-in routes so `health`, which the bench's import budget is relative to, carries
// createHandler and nothing else: no user or settings schemas.

export const systemRoutes = {
  health: defineRoute({
    id: 'health',
    area: 'system',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness check.',
    response: healthResponse,
    uses: {},
  }),
  openApi: defineRoute({
    id: 'openapi',
    area: 'system',
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary:
      'This API described for integrators: an OpenAPI 3.1 document generated from the route registry (shown at /api/docs).',
    response: openApiDocumentSchema,
    uses: {},
  }),
};
