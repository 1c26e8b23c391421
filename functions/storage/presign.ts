import { SignatureV4 } from '@smithy/signature-v4';
import {
  type AwsCredentials,
  environmentCredentials,
  environmentRegion,
  Sha256,
} from '../commons/aws-signing';

/**
 * Presigned S3 URLs without the S3 client: Signature V4 query signing with the signer the DynamoDB
 * client already carries, the role credentials from the environment, and the URL shape the SDK's
 * presigner produces (virtual-hosted in AWS, path-style against AWS_ENDPOINT_URL_S3 locally).
 * Every route that hands out a file link or an upload URL uses this, never `@aws-sdk/client-s3`,
 * so its cold start stays that of a DynamoDB-only route.
 */

/** Presigned URLs live minutes, not hours: long enough to upload 10 MB on a slow line. */
export const UPLOAD_URL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_SECONDS = 5 * 60;

export type PresignRequest = {
  method: 'GET' | 'PUT';
  bucket: string;
  key: string;
  expiresInSeconds: number;
  /** Query parameters S3 acts on, e.g. `response-content-disposition`. */
  query?: Record<string, string>;
  /** Headers the caller must send with exactly these values: they are signed in. */
  signedHeaders?: Record<string, string>;
};

export type SigningContext = {
  credentials: AwsCredentials;
  region: string;
  /** A custom endpoint (the local stand-in), addressed path-style; AWS itself when absent. */
  endpoint?: string | undefined;
  signingDate: Date;
};

/** The SDK's operation marker, kept so a URL is byte-for-byte what `getSignedUrl` would give. */
const OPERATION: Record<PresignRequest['method'], string> = { GET: 'GetObject', PUT: 'PutObject' };

/** RFC 3986 escaping, as S3 expects in paths and query strings (the SDK's extended URI encoding). */
const uriEscape = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const encodeKey = (key: string) => key.split('/').map(uriEscape).join('/');

/** Buckets whose names can be a DNS label are addressed as `<bucket>.s3.<region>.amazonaws.com`. */
const isDnsCompatible = (bucket: string) => /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket);

export function locationOf(
  bucket: string,
  key: string,
  context: Pick<SigningContext, 'region' | 'endpoint'>,
) {
  if (context.endpoint) {
    const endpoint = new URL(context.endpoint);
    const base = endpoint.pathname.replace(/\/$/, '');
    return { url: endpoint, path: `${base}/${bucket}/${encodeKey(key)}` };
  }
  const regional = `s3.${context.region}.amazonaws.com`;
  return isDnsCompatible(bucket)
    ? { url: new URL(`https://${bucket}.${regional}`), path: `/${encodeKey(key)}` }
    : { url: new URL(`https://${regional}`), path: `/${bucket}/${encodeKey(key)}` };
}

/** Signs one S3 request into a URL; pure given its context (the unit test compares it with the SDK's). */
export async function presignS3Request(request: PresignRequest, context: SigningContext): Promise<string> {
  const { url, path } = locationOf(request.bucket, request.key, context);
  const signer = new SignatureV4({
    service: 's3',
    region: context.region,
    credentials: context.credentials,
    sha256: Sha256,
    // S3 signs the path as sent: no second round of escaping.
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signedHeaders = request.signedHeaders ?? {};
  const presigned = await signer.presign(
    {
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path,
      query: { ...request.query, 'x-id': OPERATION[request.method] },
      headers: { ...signedHeaders, host: url.host, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
    },
    {
      expiresIn: request.expiresInSeconds,
      signingDate: context.signingDate,
      signableHeaders: new Set(Object.keys(signedHeaders).map((name) => name.toLowerCase())),
    },
  );
  const query = Object.entries(presigned.query ?? {})
    .flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as const] : []))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${uriEscape(name)}=${uriEscape(value)}`)
    .join('&');
  return `${url.protocol}//${url.host}${path}?${query}`;
}

/** Signs with the function's own credentials, region and S3 endpoint, now. */
export const presignS3Url = (request: PresignRequest) =>
  presignS3Request(request, {
    credentials: environmentCredentials(),
    region: environmentRegion(),
    endpoint: process.env.AWS_ENDPOINT_URL_S3,
    signingDate: new Date(),
  });

/** A PUT URL with the content type and length signed in, so S3 refuses any other file. */
export async function presignUpload(bucket: string, key: string, contentType: string, size: number) {
  const url = await presignS3Url({
    method: 'PUT',
    bucket,
    key,
    expiresInSeconds: UPLOAD_URL_SECONDS,
    signedHeaders: { 'content-type': contentType, 'content-length': String(size) },
  });
  return { url, headers: { 'content-type': contentType } };
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const safeName = fileName.replace(/["\\\r\n]/g, '_');
  const asciiName = safeName.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(safeName)}`;
}

/**
 * A short-lived GET that makes the browser save the file under its original name, or with `inlinePdf`
 * show it: only for a PDF, served as application/pdf whatever was stored, so nothing else renders inline.
 */
export async function presignDownload(
  bucket: string,
  key: string,
  fileName: string,
  options: { inlinePdf?: boolean } = {},
) {
  const disposition = attachmentDisposition(fileName);
  const query: Record<string, string> = options.inlinePdf
    ? {
        'response-content-disposition': disposition.replace(/^attachment/, 'inline'),
        'response-content-type': 'application/pdf',
      }
    : { 'response-content-disposition': disposition };
  const url = await presignS3Url({
    method: 'GET',
    bucket,
    key,
    expiresInSeconds: DOWNLOAD_URL_SECONDS,
    query,
  });
  return { url, fileName, expiresAt: new Date(Date.now() + DOWNLOAD_URL_SECONDS * 1000).toISOString() };
}
