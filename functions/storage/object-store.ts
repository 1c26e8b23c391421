import { awsHttp } from '../commons/aws-http';
import { environmentRegion } from '../commons/aws-signing';
import { FILE_AND_MAIL_TIMEOUTS } from '../commons/http-timeouts';
import { locationOf } from './presign';

/**
 * The S3 calls routes make on one object (head, read, write, copy, delete) as signed requests
 * (../commons/aws-http.ts), without `@aws-sdk/client-s3`, whose operation schemas made every route
 * that touched a stored file about 45 KB gzip heavier. Addressed like the presigned URLs: virtual-hosted
 * in AWS, path-style against AWS_ENDPOINT_URL_S3. The backup and restore workers keep the SDK client:
 * they need multipart uploads and listings.
 */

export type ObjectRequest = {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  bucket: string;
  key: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
};

export function sendObjectRequest(request: ObjectRequest): Promise<Response> {
  const { url, path } = locationOf(request.bucket, request.key, {
    region: environmentRegion(),
    endpoint: process.env.AWS_ENDPOINT_URL_S3,
  });
  return awsHttp.send({
    service: 's3',
    method: request.method,
    origin: url,
    path,
    // Over TLS S3 accepts an unsigned body, so an upload is not hashed before it is sent.
    headers: { ...request.headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    unsignedHeaders: ['range'],
    ...(request.body ? { body: request.body } : {}),
    timeoutMs: FILE_AND_MAIL_TIMEOUTS.requestTimeout,
  });
}

/** `bucket/key` as `x-amz-copy-source` names an object (URL-encoded, as the SDK's callers wrote it). */
export const copySource = (bucket: string, key: string) => `${bucket}/${encodeURI(key)}`;
