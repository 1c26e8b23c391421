import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_IP_HEADER } from '../../shared/constants';

/**
 * The caller's address for per-address rate limits. Behind CloudFront, API Gateway's source address is
 * an edge server shared by many people, so the viewer address CloudFront's function puts in a header
 * is used instead — only when configuration says the request path guarantees that header.
 */
export function clientAddressOf(event: APIGatewayProxyEventV2, trustViewerHeader: boolean): string {
  const viewer = event.headers?.[VIEWER_IP_HEADER]?.trim();
  if (trustViewerHeader && viewer) return viewer;
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
