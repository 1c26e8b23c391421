/**
 * CloudFront adds this header, holding a Secrets Manager secret, to every request it forwards to the
 * API; functions refuse a request without it, so the API's own execute-api address is of no use to a
 * caller who wants to forge the viewer-address header (infra/aws web-distribution, functions/http/origin-check).
 */
export const ORIGIN_SECRET_HEADER = 'x-portal-origin-secret';
