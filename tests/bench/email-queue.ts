/**
 * Queueing a send of the e-mail tool to 500 recipients: how long POST /api/email/send takes to answer
 * 202 (it validates, writes 500 log rows and enqueues 500 messages, and sends nothing itself), as a
 * ratio to the same send to one recipient in the same run (issue 40: budget 3 ×, printed beside the
 * machine's load; it should not grow with the recipients beyond writing their rows), then how long the local bulk-mail worker takes to deliver all 500 to the mailbox at the
 * configured SES rate (MAIL_SEND_RATE, default 14 a second) — reported, no budget.
 *
 * Runs in a process of its own (it starts the local stack). Alone: `tsx tests/bench/email-queue.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMailbox } from '../../infra/local/services';
import { startLocalStack } from '../../infra/local/stack';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { BENCH_ADMIN_PASSWORD, createApiClient } from './support/local-portal';
import { type BenchRow, machineLoad, round, type Suite } from './support/report';
import { elapsedMs, median } from './support/stats';

const SUITE = 'email queue';
const RECIPIENTS = 500;
/** The 202 answer for RECIPIENTS ÷ the median 202 answer for one recipient. */
export const EMAIL_QUEUE_RATIO_BUDGET = 3;
/** Single-recipient sends measured for the floor (the median counts). */
const SINGLE_SENDS = 5;

const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

async function measureInThisProcess(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vwp-bench-'));
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    inMemory: true,
    web: 'none',
    scheduler: false,
    adminPassword: BENCH_ADMIN_PASSWORD,
  });
  try {
    const client = createApiClient(stack.url);
    const token = await client.logIn('admin', BENCH_ADMIN_PASSWORD);
    const run = Math.random().toString(36).slice(2, 8);
    const to = Array.from({ length: RECIPIENTS }, (_, index) => `bench.${run}.${index}@example.org`);
    // One warm-up send, so cold imports of the handler and the worker do not count.
    await client.call('POST', '/api/email/send', {
      token,
      body: { to: [`warm.${run}@example.org`], subject: 'Opwarmen', html: '<p>x</p>' },
    });
    await stack.workQueues.idle();

    progress(`queueing ${SINGLE_SENDS} sends to one recipient (the floor)`);
    const singles: number[] = [];
    for (let index = 0; index < SINGLE_SENDS; index += 1) {
      const sent = performance.now();
      const single = await client.call('POST', '/api/email/send', {
        token,
        body: { to: [`single.${run}.${index}@example.org`], subject: 'Nieuwsbrief', html: '<p>x</p>' },
      });
      singles.push(elapsedMs(sent));
      if (single.status !== 202)
        throw new Error(`POST /api/email/send to one answered ${single.status}: ${single.text}`);
      await stack.workQueues.idle();
    }
    const floor = median(singles);

    progress(`queueing ${RECIPIENTS} recipients`);
    const loadBefore = machineLoad();
    const started = performance.now();
    const answer = await client.call('POST', '/api/email/send', {
      token,
      body: {
        to,
        subject: 'Nieuwsbrief voor [EMAIL]',
        html: '<p>Beste [NAAM], dit is het nieuws van [DATUM].</p>',
      },
    });
    const answered = elapsedMs(started);
    if (answer.status !== 202)
      throw new Error(`POST /api/email/send answered ${answer.status}: ${answer.text}`);
    progress('waiting for the worker');
    await stack.workQueues.idle();
    const delivered = elapsedMs(started);
    const wanted = new Set(to);
    const inMailbox = (await readMailbox(stack.mailboxUrl)).filter((mail) =>
      wanted.has(mail.destination.to[0] ?? ''),
    ).length;
    if (inMailbox !== RECIPIENTS) throw new Error(`${inMailbox} of ${RECIPIENTS} mails reached the mailbox`);
    return [
      {
        suite: SUITE,
        measure: `POST /api/email/send to ${RECIPIENTS} recipients: time to the 202 answer`,
        value: round(answered, 0),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: `POST /api/email/send to one recipient: time to the 202 answer, median of ${SINGLE_SENDS} (the floor)`,
        value: round(floor, 0),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: `202 answer for ${RECIPIENTS} recipients ÷ for one (${round(answered, 0)} ms ÷ ${round(floor, 0)} ms; ${loadBefore})`,
        value: round(answered / floor, 2),
        unit: '×',
        target: EMAIL_QUEUE_RATIO_BUDGET,
      },
      {
        suite: SUITE,
        measure: `all ${RECIPIENTS} delivered to the local mailbox by the bulk-mail worker (from the request)`,
        value: round(delivered / 1000, 1),
        unit: 's',
      },
      {
        suite: SUITE,
        measure: 'delivery rate of the local worker (MAIL_SEND_RATE caps it)',
        value: round(RECIPIENTS / (delivered / 1000), 1),
        unit: 'mails/s',
      },
    ];
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const emailQueueSuite: Suite = {
  name: SUITE,
  run: () => rowsFromChildProcess(import.meta.url),
};

runIfMain(import.meta.url, measureInThisProcess);
