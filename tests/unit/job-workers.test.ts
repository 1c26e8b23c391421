import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { WORKER_MAX_ATTEMPTS } from '../../shared/workers';

process.env.STAGE ??= 'test';
process.env.PORTAL_URL ??= 'http://localhost:3000';
process.env.MAIL_FROM ??= 'noreply@example.org';
process.env.LOG_LEVEL = 'silent';

// The worker's logger reads the function configuration at import.
const { consumeJobs } = await import('../../functions/workers/consume');

const JOB_ID = '6f1c2a3e-1b2c-4d5e-8f90-0123456789ab';

/** One SQS message naming the job, as its `attempt`-th delivery. */
const delivery = (attempt: number) =>
  ({
    Records: [
      {
        messageId: `message-${attempt}`,
        body: JSON.stringify({ jobId: JOB_ID }),
        attributes: { ApproximateReceiveCount: String(attempt) },
      },
    ],
  }) as unknown as SQSEvent;

describe('the job workers’ failure wrapper', () => {
  it('reports a failed job for another delivery without marking it failed before the last attempt', async () => {
    // Prepare
    const markFailed = vi.fn(async () => undefined);
    const handler = consumeJobs(
      'test-job',
      async () => Promise.reject(new Error('stand-in down')),
      markFailed,
    );

    // Act
    const answer = await handler(delivery(1));

    // Assess
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'message-1' }] });
    expect(markFailed).not.toHaveBeenCalled();
  });

  it('marks the job failed on the last attempt and still reports the failure', async () => {
    // Prepare
    const markFailed = vi.fn(async () => undefined);
    const handler = consumeJobs(
      'test-job',
      async () => Promise.reject(new Error('stand-in down')),
      markFailed,
    );

    // Act
    const answer = await handler(delivery(WORKER_MAX_ATTEMPTS));

    // Assess
    expect(markFailed).toHaveBeenCalledWith(JOB_ID);
    expect(answer.batchItemFailures).toHaveLength(1);
  });

  it('runs the named job and reports nothing when it succeeds', async () => {
    // Prepare
    const run = vi.fn(async () => undefined);
    const handler = consumeJobs('test-job', run, async () => undefined);

    // Act
    const answer = await handler(delivery(WORKER_MAX_ATTEMPTS));

    // Assess
    expect(run).toHaveBeenCalledWith(JOB_ID);
    expect(answer).toEqual({ batchItemFailures: [] });
  });
});
