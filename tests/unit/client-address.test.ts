import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../../functions/http/client-address';
import { VIEWER_IP_HEADER } from '../../shared/constants';

const event = (headers: Record<string, string>) =>
  ({ headers, requestContext: { http: { sourceIp: '130.176.1.1' } } }) as unknown as APIGatewayProxyEventV2;

describe('client address for rate limits', () => {
  it('uses the viewer address CloudFront passes on when the deployment says it is trustworthy', () => {
    expect(clientAddressOf(event({ [VIEWER_IP_HEADER]: '81.82.83.84' }), true)).toBe('81.82.83.84');
  });

  it('ignores that header where nothing guarantees it, e.g. locally', () => {
    expect(clientAddressOf(event({ [VIEWER_IP_HEADER]: '81.82.83.84' }), false)).toBe('130.176.1.1');
  });

  it('falls back to the source address when the header is missing', () => {
    expect(clientAddressOf(event({}), true)).toBe('130.176.1.1');
  });
});
