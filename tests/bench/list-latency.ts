/**
 * Whether a paged list stays as fast when its table grows: p50 of the dashboard's activity feed
 * (GET /api/recent-activities, first page, default size) over HTTP with 1,000 entries, then with the
 * feed topped up to 50,000. Entries are written through the service that records activity
 * (recordActivity), so they have exactly the stored shape.
 * Runs in a process of its own (it starts the local stack). Alone: `tsx tests/bench/list-latency.ts`.
 */
import { randomUUID } from 'node:crypto';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { type BenchPortal, familyFields, forEachLimited, startBenchPortal } from './support/local-portal';
import { type BenchRow, round, type Suite } from './support/report';
import { elapsedMs, median } from './support/stats';

const SUITE = 'list latency';
export const GROWTH_BUDGET = 1.5;
const SMALL = 1_000;
const LARGE = 50_000;
const WARM_UP = 100;
/**
 * Tens of thousands of writes leave the process and DynamoDB Local measurably faster (hot JIT code), which
 * would flatter the second measurement; this many writes to the audit stream (another partition of the
 * same table, not listed by the feed) come before the first, so both follow a long run of writes.
 */
const WRITE_WARM_UP = 10_000;
const ITERATIONS = 300;
const LOAD_CONCURRENCY = 16;
const PATH = '/api/recent-activities';
const DAY_MS = 86_400_000;

async function pageP50(portal: BenchPortal): Promise<number> {
  const readPage = async () => {
    const started = performance.now();
    const answer = await portal.call('GET', PATH, { token: portal.adminToken });
    const elapsed = elapsedMs(started);
    if (answer.status !== 200)
      throw new Error(`${PATH} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return elapsed;
  };
  for (let index = 0; index < WARM_UP; index += 1) await readPage();
  const samples: number[] = [];
  for (let index = 0; index < ITERATIONS; index += 1) samples.push(await readPage());
  return median(samples);
}

export async function measureListLatency(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  try {
    const family = (await portal.expect(201, 'POST', '/api/families', {
      token: portal.adminToken,
      body: familyFields('feed'),
      headers: { 'idempotency-key': randomUUID() },
    })) as { id: number };
    const admin = (await portal.expect(200, 'GET', '/api/auth/me', { token: portal.adminToken })) as {
      id: number;
    };
    // After the stack has pointed the environment at the stand-ins.
    const { recordActivity, recordAudit } = await import('../../functions/services/activity/record-activity');
    const now = Date.now();
    let written = 0;
    // Spread over the last 300 days, inside the feed's retention, so every entry is listable.
    const fillTo = (total: number) =>
      forEachLimited(total - written, LOAD_CONCURRENCY, async (index) => {
        const sequence = written + index;
        await recordActivity({
          kind: 'family-updated',
          message: `Gezin bijgewerkt: Ouder ${sequence}`,
          actorId: admin.id,
          subject: { type: 'family', id: family.id },
          now: new Date(now - ((sequence * 7_919) % (300 * DAY_MS))),
        });
      }).then(() => {
        written = total;
      });

    await fillTo(SMALL);
    await forEachLimited(WRITE_WARM_UP, LOAD_CONCURRENCY, async (index) => {
      await recordAudit({
        kind: 'rrn-read',
        message: `Rijksregisternummer van gebruiker ${admin.id} ingezien`,
        actorId: admin.id,
        subject: { type: 'user', id: admin.id },
        now: new Date(now - index * 7_919),
      });
    });
    const smallP50 = await pageP50(portal);
    const loadStarted = performance.now();
    await fillTo(LARGE);
    console.log(
      `${SUITE}: wrote ${LARGE - SMALL} more feed entries in ${Math.round(elapsedMs(loadStarted) / 1000)} s`,
    );
    const largeP50 = await pageP50(portal);

    return [
      {
        suite: SUITE,
        measure: `GET ${PATH} (first page) with ${SMALL.toLocaleString('en')} entries, p50 of ${ITERATIONS}`,
        value: round(smallP50, 2),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: `GET ${PATH} (first page) with ${LARGE.toLocaleString('en')} entries, p50 of ${ITERATIONS}`,
        value: round(largeP50, 2),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: `${PATH}: p50 at ${LARGE.toLocaleString('en')} ÷ p50 at ${SMALL.toLocaleString('en')}`,
        value: round(largeP50 / smallP50, 2),
        unit: '×',
        target: GROWTH_BUDGET,
      },
    ];
  } finally {
    await portal.stop();
  }
}

export const listLatencySuite: Suite = {
  name: SUITE,
  run: () => rowsFromChildProcess(import.meta.url),
};

runIfMain(import.meta.url, measureListLatency);
