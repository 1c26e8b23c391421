import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { type WorkerId, workerQueueEnvVar } from '../../shared/workers';
import { sqs } from '../commons/sqs';

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
      const result = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: batch.map((message, index) => ({
            Id: String(index),
            MessageBody: JSON.stringify(message),
          })),
        }),
      );
      if (result.Failed && result.Failed.length > 0)
        throw new Error(`${result.Failed.length} message(s) for ${workerId} were refused by the queue`);
    }),
  );
}

function queueUrlOf(workerId: WorkerId): string {
  const url = process.env[workerQueueEnvVar(workerId)];
  if (!url) throw new Error(`Missing ${workerQueueEnvVar(workerId)}: name ${workerId} in uses.enqueues`);
  return url;
}
