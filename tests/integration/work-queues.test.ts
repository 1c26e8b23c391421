import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalWorkQueues, startWorkQueues, type WorkQueueEvent } from '../../infra/local/work-queues';
import { WORKER_MAX_ATTEMPTS, type WorkerDefinition } from '../../shared/workers';

/**
 * The background-work mechanism end to end on this machine: `enqueue` (the real SQS client) → the local
 * queue endpoint → the worker module's `consumeWith` handler, with per-message retries and back-off.
 * The worker module lives in a scratch root, as `functions/workers/<id>.ts` would in the repository.
 */

type Seen = { id: string; attempt: number; isLastAttempt: boolean };
const seen = (globalThis as { __workSeen?: Seen[] }).__workSeen ?? [];
(globalThis as { __workSeen?: Seen[] }).__workSeen = seen;

const worker: WorkerDefinition = {
  id: 'test-echo',
  summary: 'Records each message; fails messages asking for it until a given attempt.',
  uses: { tables: [] },
  batchSize: 3,
  timeoutSeconds: 5,
  maxConcurrency: 2,
};

let queues: LocalWorkQueues;
let enqueueAll: typeof import('../../functions/workers/queue').enqueueAll;
const events: WorkQueueEvent[] = [];

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'work-queues-'));
  mkdirSync(join(root, 'functions/workers'), { recursive: true });
  const consume = join(process.cwd(), 'functions/workers/consume.ts');
  writeFileSync(
    join(root, 'functions/workers/test-echo.ts'),
    `import { consumeWith } from ${JSON.stringify(consume)};
export const handler = consumeWith('test-echo', (body) => body, async (message, context) => {
  globalThis.__workSeen.push({ id: message.id, attempt: context.attempt, isLastAttempt: context.isLastAttempt });
  if (context.attempt < message.failUntil) throw new Error('not yet');
});
`,
  );
  queues = await startWorkQueues({ root, workers: [worker], backoffMs: 10, onEvent: (e) => events.push(e) });
  Object.assign(process.env, queues.environment, {
    STAGE: 'test',
    PORTAL_URL: 'http://localhost:3000',
    MAIL_FROM: 'noreply@vrijwilligersportaal.local',
    LOG_LEVEL: 'silent',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  ({ enqueueAll } = await import('../../functions/workers/queue'));
});
afterAll(() => queues.stop());

const attemptsOf = (id: string) => seen.filter((entry) => entry.id === id).map((entry) => entry.attempt);

describe('background work queues', () => {
  it('hands every enqueued message to the worker once when it succeeds', async () => {
    // Act
    await enqueueAll('test-echo' as never, [
      { id: 'a1', failUntil: 0 },
      { id: 'a2', failUntil: 0 },
      { id: 'a3', failUntil: 0 },
      { id: 'a4', failUntil: 0 },
    ]);
    await queues.idle();

    // Assess
    for (const id of ['a1', 'a2', 'a3', 'a4']) expect(attemptsOf(id)).toEqual([1]);
    expect(events).toContainEqual({
      kind: 'drained',
      workerId: 'test-echo',
      handled: 4,
      retried: 0,
      givenUp: 0,
    });
  });

  it('delivers a failed message again with back-off until it succeeds, without repeating its batch mates', async () => {
    // Act
    await enqueueAll('test-echo' as never, [
      { id: 'b1', failUntil: 3 },
      { id: 'b2', failUntil: 0 },
    ]);
    await queues.idle();

    // Assess
    expect(attemptsOf('b1')).toEqual([1, 2, 3]);
    expect(attemptsOf('b2')).toEqual([1]);
  });

  it('gives a message up after the last attempt, which the worker sees as the last', async () => {
    // Act
    await enqueueAll('test-echo' as never, [{ id: 'c1', failUntil: 99 }]);
    await queues.idle();

    // Assess
    const attempts = seen.filter((entry) => entry.id === 'c1');
    expect(attempts.map((entry) => entry.attempt)).toEqual([1, 2, 3, 4, 5].slice(0, WORKER_MAX_ATTEMPTS));
    expect(attempts.at(-1)?.isLastAttempt).toBe(true);
    expect(attempts.slice(0, -1).every((entry) => !entry.isLastAttempt)).toBe(true);
    expect(events.some((event) => event.kind === 'given-up')).toBe(true);
  });

  it('delivers a message sent while a test had moved Date forward, and the next one at once', async () => {
    // Prepare: the integration tests move the server's Date two days on to expire links.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 48 * 3_600_000 });
    try {
      await enqueueAll('test-echo' as never, [{ id: 'd1', failUntil: 0 }]);
    } finally {
      vi.useRealTimers();
    }

    // Act
    await enqueueAll('test-echo' as never, [{ id: 'd2', failUntil: 0 }]);
    const startedAt = performance.now();
    await queues.idle();

    // Assess
    expect(attemptsOf('d1')).toEqual([1]);
    expect(attemptsOf('d2')).toEqual([1]);
    expect(performance.now() - startedAt).toBeLessThan(5000);
  });
});
