import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import {
  WORKER_MAX_ATTEMPTS,
  type WorkerDefinition,
  workerModulePath,
  workerQueueEnvVar,
} from '../../shared/workers';
import { LOCAL_REGION } from './services/endpoints';

type WorkerHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;
/** `readyAt` is on the monotonic clock (performance.now), so a test that moves `Date` cannot park work. */
type Pending = { id: string; body: string; attempt: number; readyAt: number; sentAt: number };

export type WorkQueueEvent =
  | { kind: 'drained'; workerId: string; handled: number; retried: number; givenUp: number }
  | { kind: 'given-up'; workerId: string; messageId: string; error?: unknown };

export type LocalWorkQueues = {
  /** For AWS_ENDPOINT_URL_SQS. */
  endpoint: string;
  /** AWS_ENDPOINT_URL_SQS and each worker's queue URL variable, as CDK gives them in AWS. */
  environment: Record<string, string>;
  /** Resolves once every queue is empty and no batch is running (tests and the bench wait on it). */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

export type WorkQueueOptions = {
  root: string;
  workers: readonly WorkerDefinition[];
  /** First retry delay; each further retry waits twice as long (SQS: the visibility timeout). */
  backoffMs?: number;
  onEvent?: (event: WorkQueueEvent) => void;
};

/**
 * The local stand-in for the workers' SQS queues: an endpoint that accepts SendMessage and
 * SendMessageBatch (SQS's JSON protocol), so `enqueue` runs the same code as in AWS, and an in-process
 * consumer per worker that imports the worker's module (`functions/workers/<id>.ts`) and calls its
 * `handler` with SQS events of up to `batchSize` messages. Messages it reports as failed are delivered
 * again after 1×, 2×, 4×… `backoffMs`, at most WORKER_MAX_ATTEMPTS times, then given up (AWS: the
 * dead-letter queue). Nothing survives a restart: queued work is lost with the process.
 */
export async function startWorkQueues(options: WorkQueueOptions): Promise<LocalWorkQueues> {
  const backoffMs = options.backoffMs ?? 1000;
  const queues = new Map(
    options.workers.map((worker) => [worker.id, new LocalQueue(worker, options, backoffMs)]),
  );

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
        response.end(JSON.stringify(body));
      };
      const target = String(request.headers['x-amz-target'] ?? '');
      let input: { QueueUrl?: string; MessageBody?: string; Entries?: { Id: string; MessageBody: string }[] };
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        answer(400, { __type: 'com.amazonaws.sqs#InvalidParameterValue', message: 'Not JSON' });
        return;
      }
      const queue = queues.get(
        String(input.QueueUrl ?? '')
          .split('/')
          .pop() ?? '',
      );
      if (!queue) {
        answer(400, { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'No such queue' });
        return;
      }
      if (target === 'AmazonSQS.SendMessage' && typeof input.MessageBody === 'string') {
        const messageId = queue.add(input.MessageBody);
        answer(200, { MessageId: messageId, MD5OfMessageBody: md5(input.MessageBody) });
      } else if (target === 'AmazonSQS.SendMessageBatch' && Array.isArray(input.Entries)) {
        const successful = input.Entries.map((entry) => ({
          Id: entry.Id,
          MessageId: queue.add(entry.MessageBody),
          MD5OfMessageBody: md5(entry.MessageBody),
        }));
        answer(200, { Successful: successful, Failed: [] });
      } else {
        answer(400, { __type: 'com.amazonaws.sqs#UnsupportedOperation', message: target });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const environment: Record<string, string> = { AWS_ENDPOINT_URL_SQS: endpoint };
  for (const worker of options.workers)
    environment[workerQueueEnvVar(worker.id)] = `${endpoint}/000000000000/${worker.id}`;

  return {
    endpoint,
    environment,
    idle: async () => {
      await Promise.all([...queues.values()].map((queue) => queue.idle()));
    },
    async stop() {
      for (const queue of queues.values()) queue.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** How long a sent message waits before the consumer may receive it. */
const RECEIVE_DELAY_MS = 100;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

class LocalQueue {
  private readonly pending: Pending[] = [];
  private running = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  /** When the pending timer fires (monotonic), so a message ready sooner can bring it forward. */
  private timerAt = 0;
  private waiters: (() => void)[] = [];
  private handler: Promise<WorkerHandler> | undefined;
  private tally = { handled: 0, retried: 0, givenUp: 0 };

  constructor(
    private readonly worker: WorkerDefinition,
    private readonly options: WorkQueueOptions,
    private readonly backoffMs: number,
  ) {}

  add(body: string): string {
    const id = randomUUID();
    const readyAt = performance.now() + RECEIVE_DELAY_MS;
    // Like SQS, a message becomes visible to the consumer a moment after it is sent, so a burst of
    // enqueues (one send to 500 recipients) is answered before the worker competes with it for the CPU.
    this.pending.push({ id, body, attempt: 0, readyAt, sentAt: Date.now() });
    // A retry waiting out its back-off does not hold up a new message (SQS does not either).
    if (!this.running && (!this.timer || this.timerAt > readyAt)) this.schedule(RECEIVE_DELAY_MS);
    return id;
  }

  idle(): Promise<void> {
    if (!this.running && this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private pump() {
    if (this.running || this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const now = performance.now();
    const ready = this.pending.filter((message) => message.readyAt <= now).slice(0, this.worker.batchSize);
    if (ready.length === 0) {
      if (this.pending.length > 0) {
        const next = Math.min(...this.pending.map((message) => message.readyAt));
        this.schedule(Math.max(0, next - now));
        return;
      }
      const { handled, retried, givenUp } = this.tally;
      if (handled + givenUp > 0)
        this.options.onEvent?.({ kind: 'drained', workerId: this.worker.id, handled, retried, givenUp });
      this.tally = { handled: 0, retried: 0, givenUp: 0 };
      for (const resolve of this.waiters.splice(0)) resolve();
      return;
    }
    for (const message of ready) this.pending.splice(this.pending.indexOf(message), 1);
    this.running = true;
    void this.runBatch(ready).finally(() => {
      this.running = false;
      this.pump();
    });
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timerAt = performance.now() + delayMs;
    this.timer = setTimeout(() => this.pump(), delayMs);
  }

  private async runBatch(batch: Pending[]) {
    for (const message of batch) message.attempt += 1;
    let failed: Set<string>;
    let error: unknown;
    try {
      this.handler ??= import(
        pathToFileURL(`${this.options.root}/${workerModulePath(this.worker)}.ts`).href
      ).then((module: { handler: WorkerHandler }) => module.handler);
      const handler = await this.handler;
      const result = await handler({ Records: batch.map((message) => this.record(message)) });
      failed = new Set(result?.batchItemFailures?.map((failure) => failure.itemIdentifier) ?? []);
    } catch (caught) {
      error = caught;
      failed = new Set(batch.map((message) => message.id));
    }
    for (const message of batch) {
      if (!failed.has(message.id)) {
        this.tally.handled += 1;
      } else if (message.attempt >= WORKER_MAX_ATTEMPTS) {
        this.tally.givenUp += 1;
        this.options.onEvent?.({ kind: 'given-up', workerId: this.worker.id, messageId: message.id, error });
      } else {
        this.tally.retried += 1;
        message.readyAt = performance.now() + this.backoffMs * 2 ** (message.attempt - 1);
        this.pending.push(message);
      }
    }
  }

  private record(message: Pending): SQSEvent['Records'][number] {
    return {
      messageId: message.id,
      receiptHandle: message.id,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.attempt),
        SentTimestamp: String(message.sentAt),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(message.sentAt),
      },
      messageAttributes: {},
      md5OfBody: md5(message.body),
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:${LOCAL_REGION}:000000000000:${this.worker.id}`,
      awsRegion: LOCAL_REGION,
    };
  }
}
