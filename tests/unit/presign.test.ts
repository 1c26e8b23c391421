import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  presignS3Request,
  type SigningContext,
} from '../../functions/storage/presign';

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'IQoJb3JpZ2luX2VjE+/sessie==',
};
const signingDate = new Date('2026-03-01T10:00:00Z');

/** What the SDK's own presigner gives for the same request, credentials and moment. */
function sdkClient(context: Pick<SigningContext, 'region' | 'endpoint'>) {
  return new S3Client({
    region: context.region,
    credentials,
    endpoint: context.endpoint,
    forcePathStyle: Boolean(context.endpoint),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const places = [
  ['in AWS (eu-west-1, virtual-hosted)', { region: 'eu-west-1', endpoint: undefined }],
  ['in AWS (us-east-1)', { region: 'us-east-1', endpoint: undefined }],
  ['against a local endpoint (path-style)', { region: 'eu-west-1', endpoint: 'http://127.0.0.1:4569' }],
] as const;

describe('presigned S3 URLs without the S3 client', () => {
  it.each(places)('signs a download exactly as the SDK presigner does %s', async (_, place) => {
    const bucket = 'vwp-uploads-1a2b3c';
    const key = 'declaration-receipt/7f3e 1/bön+(1).pdf';
    const disposition = attachmentDisposition('Bonnetje café "juni".pdf');

    const ours = await presignS3Request(
      {
        method: 'GET',
        bucket,
        key,
        expiresInSeconds: 300,
        query: { 'response-content-disposition': disposition },
      },
      { ...place, credentials, signingDate },
    );
    const sdk = await getSignedUrl(
      sdkClient(place),
      new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }),
      { expiresIn: 300, signingDate },
    );

    expect(ours).toBe(sdk);
  });

  it.each(places)(
    'signs an upload with its content type and length exactly as the SDK does %s',
    async (_, place) => {
      const bucket = 'vwp-uploads-1a2b3c';
      const key = 'pending/declaration-receipt/0b6c2f9e-4d1a-4a57-9a37-2f0c8e7d6b51';

      const ours = await presignS3Request(
        {
          method: 'PUT',
          bucket,
          key,
          expiresInSeconds: 900,
          signedHeaders: { 'content-type': 'application/pdf', 'content-length': '2048' },
        },
        { ...place, credentials, signingDate },
      );
      const sdk = await getSignedUrl(
        sdkClient(place),
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          ContentType: 'application/pdf',
          ContentLength: 2048,
        }),
        { expiresIn: 900, signingDate, signableHeaders: new Set(['content-type', 'content-length']) },
      );

      expect(ours).toBe(sdk);
      expect(new URL(ours).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    },
  );

  it('signs without a session token when the credentials have none', async () => {
    const { sessionToken: _none, ...longTerm } = credentials;

    const url = await presignS3Request(
      { method: 'GET', bucket: 'vwp-drive', key: 'a.pdf', expiresInSeconds: 60 },
      { region: 'eu-west-1', credentials: longTerm, signingDate },
    );

    expect(new URL(url).searchParams.has('X-Amz-Security-Token')).toBe(false);
    expect(new URL(url).searchParams.get('X-Amz-Credential')).toBe(
      'AKIDEXAMPLE/20260301/eu-west-1/s3/aws4_request',
    );
  });
});
