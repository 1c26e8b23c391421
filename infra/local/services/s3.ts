import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  BucketAlreadyOwnedByYou,
  CreateBucketCommand,
  ListBucketsCommand,
  PutBucketCorsCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { BUCKET_NAMES, BUCKETS } from '../../../shared/buckets';
import { requireLocalEndpoint } from './endpoints';
import { captureOutput, killOnExit, stopChild } from './processes';
import type { S3rverProcessMessage } from './s3rver-process';

export type RunningS3 = { endpoint: string; stop(): Promise<void> };

/** What every S3 client aimed at s3rver needs; the endpoint itself comes from AWS_ENDPOINT_URL_S3. */
export const LOCAL_S3_CLIENT_CONFIG = {
  forcePathStyle: true,
  // s3rver understands neither the CRC checksums nor the aws-chunked bodies the SDK sends by default.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const satisfies S3ClientConfig;

const ENTRY = fileURLToPath(new URL('./s3rver-process.ts', import.meta.url));
const STARTUP_TIMEOUT_MS = 30_000;

/**
 * Runs s3rver in a child process. s3rver encrypts ListObjectsV2 continuation tokens with DES, which Node 20's
 * OpenSSL 3 only offers with --openssl-legacy-provider. That flag is process-wide and cannot be switched on at
 * run time, so in-process we would have to start `npm start` and every test worker with it (masking legacy
 * crypto in our own code, which Lambda would reject) or monkey-patch node:crypto. A child started with the flag
 * keeps the quirk contained, costs about 0.4 s in parallel with Java's start-up, and keeps s3rver's koa/winston
 * stack out of the app process.
 */
export async function startS3(options: { port: number; directory: string }): Promise<RunningS3> {
  // The entry is TypeScript, so the child loads tsx; resolved to a file URL so it works from any cwd.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = fork(ENTRY, [options.directory, String(options.port)], {
    execArgv: ['--openssl-legacy-provider', '--import', tsx],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  killOnExit(child);
  const output = captureOutput(child);
  const stop = async () => {
    // Closing the IPC channel is the child's cue to exit; signals remain the fallback.
    if (child.connected) child.disconnect();
    await stopChild(child);
  };

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const fail = (message: string) => {
        cleanup();
        reject(new Error(message));
      };
      const onMessage = (message: S3rverProcessMessage) => {
        cleanup();
        if ('port' in message) resolve(message.port);
        else reject(new Error(`s3rver could not start on port ${options.port}: ${message.error}`));
      };
      const onError = (error: Error) => fail(`Could not start s3rver: ${error.message}`);
      const onExit = (code: number | null) =>
        fail(`s3rver exited during start-up (code ${code}). Its output:\n${output()}`);
      const timer = setTimeout(
        () => fail(`s3rver did not start within ${STARTUP_TIMEOUT_MS / 1000} s. Its output:\n${output()}`),
        STARTUP_TIMEOUT_MS,
      );
      const cleanup = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('error', onError);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.on('error', onError);
      child.on('exit', onExit);
    });
    return { endpoint: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Local physical bucket name; S3 names are lowercase, 3-63 characters of letters, digits, dots and hyphens. */
export function localBucketName(prefix: string, name: string): string {
  const bucket = (prefix + name).toLowerCase();
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..')) {
    throw new Error(
      `'${bucket}' is not a valid S3 bucket name: use a prefix of lowercase letters, digits and hyphens ` +
        '(3-63 characters in total, starting and ending with a letter or digit).',
    );
  }
  return bucket;
}

/** Presigned uploads and downloads come straight from the portal in the browser, on any local port. */
const BROWSER_CORS = {
  CORSRules: [
    {
      AllowedOrigins: ['http://localhost', 'http://localhost:*', 'http://127.0.0.1', 'http://127.0.0.1:*'],
      AllowedMethods: ['PUT', 'GET', 'HEAD'],
      AllowedHeaders: ['*'],
      ExposeHeaders: ['ETag'],
      MaxAgeSeconds: 3000,
    },
  ],
};

/**
 * Creates every bucket of shared/buckets.ts that is missing (physical name = prefix + name, lowercase), with
 * CORS for presigned browser uploads from any localhost origin. Idempotent; CORS is (re)applied every time so
 * buckets kept in a data folder pick up changes.
 */
export async function ensureBuckets(prefix: string): Promise<void> {
  requireLocalEndpoint('s3', 'ensureBuckets');
  const names = BUCKET_NAMES.map((name) => localBucketName(prefix, BUCKETS[name].name));
  const client = new S3Client(LOCAL_S3_CLIENT_CONFIG);
  try {
    const { Buckets: existing = [] } = await client.send(new ListBucketsCommand({}));
    const existingNames = new Set(existing.map((bucket) => bucket.Name));
    await Promise.all(
      names.map(async (bucket) => {
        if (!existingNames.has(bucket)) {
          try {
            await client.send(new CreateBucketCommand({ Bucket: bucket }));
          } catch (error) {
            // Created meanwhile by another process using the same data folder.
            if (!(error instanceof BucketAlreadyOwnedByYou)) throw error;
          }
        }
        await client.send(new PutBucketCorsCommand({ Bucket: bucket, CORSConfiguration: BROWSER_CORS }));
      }),
    );
  } finally {
    client.destroy();
  }
}
