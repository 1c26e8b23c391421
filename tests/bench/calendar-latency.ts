/**
 * Whether the agenda's window query stays as fast when the calendar table grows, because it reads
 * one month partition per calendar instead of scanning: p50 of GET /api/calendar-events for March
 * 2026 (as the month view asks it) over HTTP with 20 calendars holding 200 events, all in March, then
 * with 4,800 more events in the other months of 2025–2027 (5,000 in the table). Both answers hold the
 * same 200 events, so only the query's own cost could differ. Budget: at most 1.5 ×.
 *
 * Events are written through the repository's own transaction (writeEventChanges), as the API does.
 * Runs in a process of its own (it starts the local stack). Alone: `tsx tests/bench/calendar-latency.ts`.
 */
import type { EventRecord } from '../../functions/repositories/calendar';
import { FIRST_BULK_ID } from './support/bulk-load';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { forEachLimited, startBenchPortal } from './support/local-portal';
import { type BenchRow, round, type Suite } from './support/report';
import { elapsedMs, median } from './support/stats';

const SUITE = 'calendar window';
export const CALENDAR_WINDOW_GROWTH_BUDGET = 1.5;
const CALENDARS = 20;
const SIZES = { small: 200, large: 5_000 } as const;
const WARM_UP_REQUESTS = 500;
const MEASURED_REQUESTS = 300;
/** March 2026 in Brussels: from the first midnight of the month to the first of April. */
const WINDOW = { from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' };
const PATH = `/api/calendar-events?from=${WINDOW.from}&to=${WINDOW.to}`;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

/** The index-th event: the first 200 on the days of March 2026, the rest in other months of 2025–2027. */
function eventRecord(index: number, calendarIds: readonly number[], createdBy: number): EventRecord {
  const inWindow = index < SIZES.small;
  const march = Date.UTC(2026, 2, 1, 15);
  const elsewhere = Date.UTC(2025, 0, 1, 15) + (index % 1_000) * DAY_MS;
  let start = inWindow ? march + (index % 30) * DAY_MS : elsewhere;
  // Outside the window means outside March 2026 (and the days around it).
  if (!inWindow && start >= Date.UTC(2026, 1, 20) && start < Date.UTC(2026, 3, 10)) start += 60 * DAY_MS;
  const startDate = new Date(start).toISOString();
  const endDate = new Date(start + HOUR_MS).toISOString();
  return {
    id: FIRST_BULK_ID + index,
    calendarId: calendarIds[index % calendarIds.length] as number,
    title: `Sessie ${index}`,
    description: '',
    location: 'Lokaal 2',
    allDay: false,
    startDate,
    endDate,
    recurrence: null,
    exdates: [],
    detachedIds: [],
    seriesId: null,
    familyId: null,
    occurrenceDate: null,
    spanEnd: endDate,
    createdBy,
    createdAt: startDate,
    updatedAt: startDate,
    version: 1,
  };
}

async function measureInThisProcess(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  try {
    // Only now does the environment name the stack's tables and endpoints.
    const { writeEventChanges } = await import('../../functions/repositories/calendar');
    const calendarIds: number[] = [];
    for (let index = 0; index < CALENDARS; index += 1) {
      const answer = await portal.call('POST', '/api/calendars', {
        token: portal.adminToken,
        body: { name: `Agenda ${index + 1}` },
      });
      if (answer.status !== 201) throw new Error(`POST /api/calendars answered ${answer.status}`);
      calendarIds.push(Number((answer.body as { id: number }).id));
    }
    // The seeded admin (id 1) owns the calendars, so it sees every event of them.
    const adminId = 1;

    let loaded = 0;
    const fillTo = async (size: number) => {
      const from = loaded;
      await forEachLimited(size - from, 8, async (offset) => {
        const written = await writeEventChanges([
          { previous: null, next: eventRecord(from + offset, calendarIds, adminId) },
        ]);
        if (!written) throw new Error(`Event ${from + offset} was not written`);
      });
      loaded = size;
    };

    const readWindow = async () => {
      const started = performance.now();
      const answer = await portal.call('GET', PATH, { token: portal.adminToken });
      const elapsed = elapsedMs(started);
      if (answer.status !== 200)
        throw new Error(`${PATH} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      return { elapsed, count: (answer.body as { items: unknown[] }).items.length };
    };
    const windowP50 = async () => {
      const { count } = await readWindow();
      if (count !== SIZES.small)
        throw new Error(`Expected ${SIZES.small} events in the window, got ${count}`);
      for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await readWindow();
      const samples: number[] = [];
      for (let index = 0; index < MEASURED_REQUESTS; index += 1) samples.push((await readWindow()).elapsed);
      return median(samples);
    };

    progress(`loading ${SIZES.small} events in ${CALENDARS} calendars`);
    await fillTo(SIZES.small);
    progress('measuring');
    const small = await windowP50();
    progress(`loading up to ${SIZES.large.toLocaleString('en')} events`);
    await fillTo(SIZES.large);
    progress('measuring');
    const large = await windowP50();

    const label = (size: number) => `${size.toLocaleString('en')} events`;
    const measure = (size: number) =>
      `GET /api/calendar-events (March, ${CALENDARS} calendars, 200 answered) p50 of ${MEASURED_REQUESTS} with ${label(size)} in the table`;
    return [
      { suite: SUITE, measure: measure(SIZES.small), value: round(small, 2), unit: 'ms' },
      { suite: SUITE, measure: measure(SIZES.large), value: round(large, 2), unit: 'ms' },
      {
        suite: SUITE,
        measure: `calendar window: p50 at ${label(SIZES.large)} ÷ p50 at ${label(SIZES.small)}`,
        value: round(large / small, 2),
        unit: '×',
        target: CALENDAR_WINDOW_GROWTH_BUDGET,
      },
    ];
  } finally {
    await portal.stop();
  }
}

/** In a process of its own: the repositories read the stack's table names and endpoints once per process. */
export const calendarWindowSuite: Suite = {
  name: SUITE,
  run: () => rowsFromChildProcess(import.meta.url),
};

runIfMain(import.meta.url, measureInThisProcess);
