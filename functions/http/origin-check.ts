import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER } from '../../shared/origin-header';
import { logger } from '../commons/logger';
import { matchesSecret, readSecret, rereadSecret } from '../commons/secrets';
import { config } from '../config';
import { forbidden } from '../domain/errors';

/** After a rotation of the secret, an instance reads it again at most this often. */
const REREAD_AFTER_MS = 5 * 60_000;

/**
 * Refuses (403) a request that did not come through CloudFront: CloudFront adds the origin secret
 * header, a caller of the API's execute-api address cannot. Chosen over disabling the execute-api
 * endpoint, which would need a custom API domain and a second, regional certificate for it; this
 * check keeps one certificate and one host name. The check runs before the session lookup, so a
 * refused request costs no DynamoDB read. Off when ORIGIN_SECRET_ARN is unset (the local runtime).
 */
export async function hasOriginSecret(event: APIGatewayProxyEventV2, secretArn: string): Promise<boolean> {
  const presented = event.headers?.[ORIGIN_SECRET_HEADER];
  if (matchesSecret(presented, await readSecret(secretArn))) return true;
  // A rotated secret: CloudFront may already send the new value while this instance holds the old one.
  return presented !== undefined && matchesSecret(presented, await rereadSecret(secretArn, REREAD_AFTER_MS));
}

export const originCheck = (secretArn = config.ORIGIN_SECRET_ARN): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: async (request) => {
    if (!secretArn) return;
    if (await hasOriginSecret(request.event, secretArn)) return;
    logger.warn('request without the CloudFront origin secret refused', {
      sourceIp: request.event.requestContext?.http?.sourceIp,
      path: request.event.rawPath,
    });
    throw forbidden();
  },
});
