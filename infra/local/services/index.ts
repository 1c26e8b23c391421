/**
 * The embedded stand-ins for DynamoDB, S3 and SES behind `npm start` and the integration/e2e tests
 * (ARCHITECTURE.md §9). Typical use:
 *
 *   const services = await startServices({ dataDir });
 *   applyEndpointEnv(services.endpoints);
 *   await Promise.all([ensureTables(prefix), ensureBuckets(prefix)]);
 *   // ...
 *   await services.stop();
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type RunningDynamoDb, startDynamoDb } from './dynamodb';
import type { ServiceEndpoints } from './endpoints';
import { findFreePorts } from './ports';
import { type RunningS3, startS3 } from './s3';
import { type RunningSes, startSes } from './ses';

export { ensureTables } from './dynamodb';
export { applyEndpointEnv, LOCAL_CREDENTIALS, LOCAL_REGION, type ServiceEndpoints } from './endpoints';
export { ensureBuckets, LOCAL_S3_CLIENT_CONFIG, localBucketName } from './s3';
export { type MailboxMessage, readMailbox } from './ses';

export type LocalServices = { endpoints: ServiceEndpoints; stop(): Promise<void> };

export type StartServicesOptions = {
  /** Persistent data lives here (dynamodb/ and s3/ subfolders); created if missing. */
  dataDir: string;
  /** Default 8005; 0 = pick a free port. */
  mailboxPort?: number;
  /** Default 0 = free port. */
  dynamodbPort?: number;
  /** Default 0 = free port. */
  s3Port?: number;
  /** Tests: DynamoDB in memory, S3 in a temporary folder under dataDir that stop() removes. */
  inMemory?: boolean;
  /** A stack that lives about a minute (a script's own portal): DynamoDB Local starts sooner, runs slower. */
  quickStart?: boolean;
};

export const DEFAULT_MAILBOX_PORT = 8005;

/**
 * Starts DynamoDB Local (Java child process), s3rver (Node child process) and the SES stand-in (in-process),
 * all on 127.0.0.1, and resolves once each one answers. If one fails, the others are stopped again and the
 * first failure is thrown. stop() ends them all; child processes are also killed when this process exits.
 */
export async function startServices(options: StartServicesOptions): Promise<LocalServices> {
  const dataDir = resolve(options.dataDir);
  const inMemory = options.inMemory ?? false;
  const dynamoDbPath = inMemory ? undefined : join(dataDir, 'dynamodb');
  await mkdir(dynamoDbPath ?? dataDir, { recursive: true });
  const s3Directory = inMemory ? await mkdtemp(join(dataDir, 's3-temporary-')) : join(dataDir, 's3');
  await mkdir(s3Directory, { recursive: true });
  const removeTemporaryData = () =>
    inMemory ? rm(s3Directory, { recursive: true, force: true }) : undefined;

  // Java cannot be told to take any free port and report it, so it gets one picked for it here; s3rver and
  // the SES stand-in listen on port 0 themselves and report the port they got.
  const [dynamodbPort = 0] = options.dynamodbPort ? [options.dynamodbPort] : await findFreePorts(1);

  const started = await Promise.allSettled([
    startDynamoDb({ port: dynamodbPort, dbPath: dynamoDbPath, quickStart: options.quickStart }),
    startS3({ port: options.s3Port ?? 0, directory: s3Directory }),
    startSes({
      port: options.mailboxPort ?? DEFAULT_MAILBOX_PORT,
      storeFile: inMemory ? undefined : join(dataDir, 'mailbox.json'),
    }),
  ] as const);
  const [dynamodb, s3, ses] = started;
  if (dynamodb.status === 'rejected' || s3.status === 'rejected' || ses.status === 'rejected') {
    await stopAll(started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
    await removeTemporaryData();
    const failure = started.find((result) => result.status === 'rejected');
    throw failure?.reason instanceof Error ? failure.reason : new Error(String(failure?.reason));
  }

  let stopping: Promise<void> | undefined;
  return {
    endpoints: {
      dynamodb: dynamodb.value.endpoint,
      s3: s3.value.endpoint,
      ses: ses.value.endpoint,
      mailbox: ses.value.mailbox,
    },
    stop() {
      stopping ??= stopAll([dynamodb.value, s3.value, ses.value]).then(removeTemporaryData);
      return stopping;
    },
  };
}

async function stopAll(services: Array<RunningDynamoDb | RunningS3 | RunningSes>): Promise<void> {
  const results = await Promise.allSettled(services.map((service) => service.stop()));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw new Error(`Stopping the local services failed: ${String(failure.reason)}`);
}
