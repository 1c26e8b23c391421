import 'swagger-ui-dist/swagger-ui.css';
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';

/**
 * Entry of api-docs.html (/api/docs): Swagger UI renders GET /api/openapi.json, the document the
 * route registry generates. Its own page, so the renderer never reaches the staff app's bundles; it
 * runs under the portal's CSP ('self' scripts and requests, no inline scripts).
 */
SwaggerUI({
  url: '/api/openapi.json',
  dom_id: '#api-reference',
  deepLinking: true,
  // Swagger UI would otherwise send the document to validator.swagger.io for a badge.
  validatorUrl: null,
  // Requests from this page are the portal's own, with the reader's session cookie.
  withCredentials: true,
});
