import { workerQueueEnvVar } from '../../shared/worker-queue-env';
import type { WorkerId } from '../../shared/workers';
import { awsHttp } from '../commons/aws-http';
import { environmentRegion } from '../commons/aws-signing';
import { DYNAMODB_TIMEOUTS } from '../commons/http-timeouts';

/** SendMessageBatch takes at most ten messages. */
const SQS_BATCH = 10;

/**
 * Hands work to a background worker of shared/workers.ts: `await enqueue('bulk-mail', message)`. The
 * message is JSON; the worker's consumer receives it as it was sent. The function calling this must
 * name the worker in its `uses.enqueues` (it receives the queue URL and the send permission).
 */
export async function enqueue(workerId: WorkerId, message: unknown): Promise<void> {
  await enqueueAll(workerId, [message]);
}

/** Several messages for one worker, sent ten per request; throws when any of them was refused. */
export async function enqueueAll(workerId: WorkerId, messages: readonly unknown[]): Promise<void> {
  const queueUrl = queueUrlOf(workerId);
  const batches: unknown[][] = [];
  for (let start = 0; start < messages.length; start += SQS_BATCH)
    batches.push(messages.slice(start, start + SQS_BATCH));
  await Promise.all(
    batches.map(async (batch) => {
      const result = await sendMessageBatch(queueUrl, batch);
      if (result.Failed && result.Failed.length > 0)
        throw new Error(`${result.Failed.length} message(s) for ${workerId} were refused by the queue`);
    }),
  );
}

/**
 * SQS's SendMessageBatch in its JSON protocol, signed (../commons/aws-http.ts): the SQS client's
 * schemas cost every route that hands out work about 6 KB gzip for this one call. Enqueueing is a small
 * JSON call like a DynamoDB write, so it gets the same short timeouts.
 */
async function sendMessageBatch(
  queueUrl: string,
  messages: readonly unknown[],
): Promise<{ Failed?: unknown[] }> {
  const answer = await awsHttp.send({
    service: 'sqs',
    method: 'POST',
    origin: new URL(process.env.AWS_ENDPOINT_URL_SQS ?? `https://sqs.${environmentRegion()}.amazonaws.com`),
    path: '/',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'AmazonSQS.SendMessageBatch',
    },
    body: JSON.stringify({
      QueueUrl: queueUrl,
      Entries: messages.map((message, index) => ({
        Id: String(index),
        MessageBody: JSON.stringify(message),
      })),
    }),
    timeoutMs: DYNAMODB_TIMEOUTS.requestTimeout,
  });
  return (await answer.json()) as { Failed?: unknown[] };
}

function queueUrlOf(workerId: WorkerId): string {
  const url = process.env[workerQueueEnvVar(workerId)];
  if (!url) throw new Error(`Missing ${workerQueueEnvVar(workerId)}: name ${workerId} in uses.enqueues`);
  return url;
}
