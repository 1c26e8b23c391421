import { Readable } from 'node:stream';
import { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import type { HttpRequest } from '@smithy/types';
import { describe, expect, it } from 'vitest';
import { putEdgeValue } from '../../functions/commons/edge-store';
import { EMBED_ORIGINS_EDGE_KEY, registrationFrameAncestorsValue } from '../../shared/security-headers';

const STORE_ARN = 'arn:aws:cloudfront::123456789012:key-value-store/0c5b7a0e-1111-2222-3333-444455556666';

/** A client whose requests are recorded and answered here, after the SDK signed them as for AWS. */
function recordingClient() {
  const requests: {
    method: string;
    host: string;
    path: string;
    headers: Record<string, string>;
    body: string;
  }[] = [];
  const client = new CloudFrontKeyValueStoreClient({
    region: 'eu-west-1',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
    requestHandler: {
      handle: async (request: HttpRequest) => {
        requests.push({
          method: request.method,
          host: request.hostname,
          path: request.path,
          headers: request.headers,
          body: request.body ? Buffer.from(request.body).toString('utf8') : '',
        });
        const isDescribe = request.method === 'GET';
        const answer = isDescribe
          ? { KvsARN: STORE_ARN, Created: 1_700_000_000, ItemCount: 1, TotalSizeInBytes: 20 }
          : { ItemCount: 1, TotalSizeInBytes: 40 };
        return {
          response: {
            statusCode: 200,
            headers: { 'content-type': 'application/json', etag: isDescribe ? 'etag-before' : 'etag-after' },
            body: Readable.from([Buffer.from(JSON.stringify(answer))]),
          },
        };
      },
    },
  });
  return { client, requests };
}

describe('writing the edge store (CloudFront KeyValueStore)', () => {
  it('signs with SigV4A and puts the key under the ETag it just read', async () => {
    // Prepare
    const { client, requests } = recordingClient();
    const value = registrationFrameAncestorsValue([
      'https://www.vereniging.example',
      'https://partner.example',
    ]);

    // Act
    await putEdgeValue(STORE_ARN, EMBED_ORIGINS_EDGE_KEY, value, client);

    // Assess: a describe for the ETag, then the put naming it, both signed the only way the API accepts
    expect(requests.map(({ method, host, path }) => ({ method, host, path }))).toEqual([
      {
        method: 'GET',
        host: '123456789012.cloudfront-kvs.global.api.aws',
        path: `/key-value-stores/${encodeURIComponent(STORE_ARN)}`,
      },
      {
        method: 'PUT',
        host: '123456789012.cloudfront-kvs.global.api.aws',
        path: `/key-value-stores/${encodeURIComponent(STORE_ARN)}/keys/${EMBED_ORIGINS_EDGE_KEY}`,
      },
    ]);
    for (const request of requests) {
      expect(request.headers.authorization).toMatch(/^AWS4-ECDSA-P256-SHA256 Credential=AKIDEXAMPLE\//);
      expect(request.headers['x-amz-region-set']).toBe('*');
    }
    expect(requests[1]?.headers['if-match']).toBe('etag-before');
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({
      Value: "'self' https://www.vereniging.example https://partner.example",
    });
  });

  it('reads a computed value only after the ETag, so it is at least as new as the last write', async () => {
    // Prepare
    const { client, requests } = recordingClient();
    const seenBeforeValue: number[] = [];

    // Act
    await putEdgeValue(
      STORE_ARN,
      EMBED_ORIGINS_EDGE_KEY,
      async () => {
        seenBeforeValue.push(requests.length);
        return registrationFrameAncestorsValue(['https://later.example']);
      },
      client,
    );

    // Assess: the describe was sent before the value was read, the put after it
    expect(seenBeforeValue).toEqual([1]);
    expect(requests.map((request) => request.method)).toEqual(['GET', 'PUT']);
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({ Value: "'self' https://later.example" });
  });
});
