import { BACKUP_SOURCE_TABLES } from './backup-tables';
import type { RouteResources } from './routes/define';
import { TABLE_NAMES } from './tables';
import { workerQueueEnvVar } from './worker-queue-env';

/**
 * Background workers: work a request hands off instead of doing it while the caller waits. A service
 * calls `enqueue('<worker-id>', message)` (functions/workers/queue.ts) and answers at once; the
 * worker's consumer module `functions/workers/<id>.ts` exports `handler = consumeWith(...)` and gets
 * the messages in batches. In AWS each worker is an SQS queue with a dead-letter queue and a Lambda
 * consumer granted exactly its `uses`; locally `npm start` runs the same module on an in-process
 * queue with the same retries. A message that fails is delivered again with back-off, at most
 * WORKER_MAX_ATTEMPTS times; the consumer sees which attempt it handles and decides what a last
 * failure means (the mail worker marks the log row 'Mislukt').
 *
 * A route or schedule that enqueues names the worker in its own `uses.enqueues`.
 */
export type WorkerDefinition = {
  id: string;
  summary: string;
  /** Tables, buckets and mail the consumer uses (the same shape as a route's `uses`). */
  uses: RouteResources;
  /** Messages handed to one invocation. */
  batchSize: number;
  /** How long one invocation may run; the queue's visibility timeout is six times this. */
  timeoutSeconds: number;
  /** At most this many invocations at the same time (SQS event source `maxConcurrency`, ≥ 2). */
  maxConcurrency: number;
};

/** Deliveries of one message before it is given up (AWS: parked in the dead-letter queue). */
export const WORKER_MAX_ATTEMPTS = 5;

export const WORKERS = [
  {
    id: 'bulk-mail',
    summary:
      "Two kinds of message. A part of a send from the e-mail tool (up to 100 recipients, the message once): looks the recipients up, marks a suppressed or opted-out address's log row skipped, fills in the placeholders, opt-out and reset links, and queues one personalised message per recipient on this same queue. Such a message: sent to its one recipient at the SES account rate; its log row marked delivered, or failed (after the last attempt, with the reason).",
    uses: {
      // users, families: who the recipients are; settings: which roles must use a second factor
      // (they never get a reset link by mail); sessions, audit: a reset link made for a recipient.
      tables: ['mail', 'settings', 'statistics', 'users', 'families'],
      writes: ['mail', 'statistics', 'sessions', 'audit'],
      buckets: ['files'],
      mail: true,
      encryptionKey: true,
      enqueues: ['bulk-mail'],
    },
    batchSize: 10,
    timeoutSeconds: 60,
    maxConcurrency: 2,
  },
  {
    id: 'account-mail',
    summary:
      'Mails about one account, after the request answered: a self-service password reset link (mints the 30-minute token, so the request answers after the same fixed floor whether or not the account exists, whatever the relay takes), or a notice that its password, e-mail address or second factor changed (issue 38).',
    uses: {
      tables: ['users', 'settings', 'statistics'],
      writes: ['sessions', 'statistics'],
      mail: true,
      encryptionKey: true,
    },
    batchSize: 10,
    timeoutSeconds: 60,
    maxConcurrency: 2,
  },
  {
    id: 'edge-publish',
    summary:
      "Writes who may frame the registration form to CloudFront's KeyValueStore after embed_origins was saved (the edge functions read it per request): the KeyValueStore API takes only SigV4A signatures, whose signer and client would make the settings route 40 KB gzip heavier for one rare write. Reads the setting when it runs, so a retry or a late delivery writes the latest value.",
    uses: { tables: ['settings'], edgeStore: true },
    batchSize: 1,
    timeoutSeconds: 30,
    maxConcurrency: 2,
  },
  {
    id: 'drive-folder-delete',
    summary:
      'Removes a drive folder marked for deletion with every folder and document below it: each file from S3, then its record and its share of the usage counters, then the folders; keeps the job status (documents deleted, done) up to date. Safe to run again after a failure.',
    uses: { tables: ['documents'], writes: ['documents'], buckets: ['files'] },
    batchSize: 1,
    timeoutSeconds: 300,
    maxConcurrency: 2,
  },
  {
    id: 'backup',
    summary:
      'Makes one backup (issue 21): pages through every table of shared/backup-tables.ts (the one place that reads whole tables), leaves out secrets, writes the JSON (or a zip with every stored file, optionally encrypted) to the backups bucket and keeps the job progress up to date.',
    uses: {
      tables: [...BACKUP_SOURCE_TABLES, 'backups'],
      writes: ['backups'],
      buckets: ['files', 'signed', 'backups'],
      encryptionKey: true,
    },
    batchSize: 1,
    timeoutSeconds: 900,
    maxConcurrency: 2,
  },
  {
    id: 'restore',
    summary:
      'Validates (dry run) or restores one uploaded backup (issue 21, 38): checks the MAC, every record parsed with the API schemas and rules, role changes only as accepted, then upserted by id in batches (audit entries only inserted), id counters and files put back (never over a signed PDF), sessions and links of users whose access changed ended; keeps the job progress and result.',
    uses: {
      // sessions: a restored user whose role, type or status changed loses their sessions and links.
      tables: [...BACKUP_SOURCE_TABLES, 'backups', 'sessions'],
      writes: [...BACKUP_SOURCE_TABLES, 'backups', 'sessions'],
      buckets: ['files', 'signed'],
      encryptionKey: true,
    },
    batchSize: 1,
    timeoutSeconds: 900,
    maxConcurrency: 2,
  },
  {
    id: 'privacy',
    summary:
      "Carries out one privacy job (issue 32 items 4 and 5) by the privacy catalogue (functions/services/privacy/catalogue.ts), which declares for every table how its items name a volunteer or a family and what erasure does to them: a person's copy (zip of JSON per entity, their receipts and a Dutch PDF summary, to the backups bucket), an erasure dry run, or the erasure itself (records and files erased, bookkeeping pseudonymised, sessions, links and mail suppressions gone) with one audit entry counting it; and the erasure of a financial year past its bookkeeping period an admin confirmed (its lines pseudonymised, its declarations and receipts erased). Files go with every stored version.",
    uses: {
      tables: TABLE_NAMES,
      writes: TABLE_NAMES,
      buckets: ['files', 'signed', 'backups'],
      erasesFileVersions: true,
    },
    batchSize: 1,
    timeoutSeconds: 900,
    maxConcurrency: 2,
  },
] as const satisfies readonly WorkerDefinition[];

export type WorkerId = (typeof WORKERS)[number]['id'];

export const findWorker = (id: string): WorkerDefinition | undefined =>
  WORKERS.find((worker) => worker.id === id);

export const workerModulePath = (worker: Pick<WorkerDefinition, 'id'>) => `functions/workers/${worker.id}`;

export { workerQueueEnvVar };
