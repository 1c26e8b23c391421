import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { writesExpiringRows } from '../../shared/routes/define';
import { findWorker, WORKER_MAX_ATTEMPTS } from '../../shared/workers';
import { createLogger } from '../commons/logger';
import { loadRetentionPeriods } from '../services/settings/retention-periods';

export type WorkContext = {
  /** 1 on the first delivery of this message. */
  attempt: number;
  /** True when a failure now is final: the message will not be delivered again. */
  isLastAttempt: boolean;
};

export type WorkHandler<M> = (message: M, context: WorkContext) => Promise<void>;

/**
 * The Lambda handler of a worker (`export const handler = consumeWith(parse, work)`): each message of
 * the batch is parsed and handled on its own; one that throws is reported back as a batch item
 * failure, so only it is delivered again (with back-off), the others are done. A message that does
 * not parse is dropped and logged: delivering it again cannot help.
 */
export function consumeWith<M>(workerId: string, parse: (body: unknown) => M, work: WorkHandler<M>) {
  const log = createLogger({ worker: workerId });
  const worker = findWorker(workerId);
  // A worker writing rows kept for a period from the settings writes them with the period in force.
  const loadsPeriods = worker !== undefined && writesExpiringRows(worker.uses);
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    if (loadsPeriods) await loadRetentionPeriods();
    for (const record of event.Records) {
      let message: M;
      try {
        message = parse(JSON.parse(record.body));
      } catch (error) {
        log.error('Dropped a message that does not parse', { messageId: record.messageId, error });
        continue;
      }
      const attempt = Number(record.attributes.ApproximateReceiveCount) || 1;
      try {
        await work(message, { attempt, isLastAttempt: attempt >= WORKER_MAX_ATTEMPTS });
      } catch (error) {
        log.warn('Work failed; it will be retried', { messageId: record.messageId, attempt, error });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}

const jobMessageSchema = z.object({ jobId: z.uuid() });

/**
 * The Lambda handler of a job worker (backup, restore, the drive's folder deletes): each message names
 * one stored job, which `run` carries out. A failure is retried like any work; when the last attempt
 * fails the job is marked failed first, so its screen stops waiting, and the failure is still
 * reported (and logged) as the message's.
 */
export function consumeJobs(
  workerId: string,
  run: (jobId: string) => Promise<unknown>,
  markFailed: (jobId: string) => Promise<unknown>,
) {
  return consumeWith(
    workerId,
    (body) => jobMessageSchema.parse(body),
    async ({ jobId }, { isLastAttempt }) => {
      try {
        await run(jobId);
      } catch (error) {
        if (isLastAttempt) await markFailed(jobId);
        throw error;
      }
    },
  );
}
