/**
 * Whether the impact report of five years answers as fast as one month's, because it reads the
 * monthly buckets kept on write instead of the sessions (issue 33): 50,000 sessions of 50 families
 * over 2021–2025, p50 of GET /api/impact-report for one month and for the five years; budget: the
 * five years at most 1.5 × the month.
 *
 * The sessions are bulk-loaded as stored items; their buckets are then counted the way a restore
 * recounts them (functions/services/sessions/recount-figures.ts), the same rule as on write.
 *
 * Runs in a process of its own (tests/bench/support/child-suite.ts). Run alone:
 * `tsx tests/bench/impact-report.ts`.
 */
import { bulkLoader, FIRST_BULK_ID } from './support/bulk-load';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { startBenchPortal } from './support/local-portal';
import { type BenchRow, round, type Suite } from './support/report';
import { elapsedMs, median } from './support/stats';

const SUITE = 'impact report';
const SESSIONS = 50_000;
const FAMILIES = 50;
const YEARS = { from: '2021-01', to: '2025-12' } as const;
const ONE_MONTH = { from: '2025-06', to: '2025-06' } as const;
export const IMPACT_GROWTH_BUDGET = 1.5;
const WARM_UP_REQUESTS = 300;
const MEASURED_REQUESTS = 200;
const KINDS = ['huiswerkbegeleiding', 'gezinsbegeleiding', 'contact_school', 'anders'] as const;
const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

/** Session `index` of the 50,000: spread over the 60 months and the 50 families, some missed. */
function sessionItem(index: number) {
  const month = index % 60;
  const date = `${2021 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
  const id = FIRST_BULK_ID + index;
  const familyId = FIRST_BULK_ID + (index % FAMILIES);
  const now = new Date().toISOString();
  return {
    pk: `LOG#${id}`,
    sk: 'LOG',
    gsi1pk: `FAMILY#${familyId}`,
    gsi1sk: `${date}T16:00#${String(id).padStart(10, '0')}`,
    id,
    familyId,
    date,
    startTime: '16:00',
    durationMinutes: 30 + (index % 4) * 15,
    kind: KINDS[index % KINDS.length],
    subjects: [],
    children: [],
    volunteerIds: [1 + (index % 40)],
    outcomeNote: null,
    familyAbsent: index % 17 === 0,
    absenceReason: index % 17 === 0 ? 'Ziek' : null,
    appointment: null,
    school: `School ${index % 5}`,
    createdBy: 1,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
}

async function measureInThisProcess(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  try {
    const bulk = await bulkLoader();
    const { recountSessionFigures } = await import('../../functions/services/sessions/recount-figures');
    progress(`loading ${FAMILIES} families and ${SESSIONS.toLocaleString('en')} sessions`);
    await bulk.families(Array.from({ length: FAMILIES }, (_, index) => index));
    const sessions = Array.from({ length: SESSIONS }, (_, index) => sessionItem(index));
    await bulk.items('sessionlogs', sessions);
    await recountSessionFigures(
      (async function* () {
        yield sessions;
      })(),
    );

    const reportP50 = async (period: { from: string; to: string }) => {
      const path = `/api/impact-report?from=${period.from}&to=${period.to}`;
      const read = async () => {
        const started = performance.now();
        const answer = await portal.call('GET', path, { token: portal.adminToken });
        const elapsed = elapsedMs(started);
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        return { elapsed, body: answer.body as { sessions: { held: number; missed: number } } };
      };
      const { body } = await read();
      if (period === YEARS && body.sessions.held + body.sessions.missed !== SESSIONS)
        throw new Error(`Expected ${SESSIONS} sessions in five years, got ${JSON.stringify(body.sessions)}`);
      for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await read();
      const samples: number[] = [];
      for (let index = 0; index < MEASURED_REQUESTS; index += 1) samples.push((await read()).elapsed);
      return median(samples);
    };
    progress('measuring');
    const month = await reportP50(ONE_MONTH);
    const years = await reportP50(YEARS);
    return [
      {
        suite: SUITE,
        measure: 'GET /api/impact-report p50, one month (50,000 sessions stored)',
        value: round(month, 2),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: 'GET /api/impact-report p50, five years (50,000 sessions)',
        value: round(years, 2),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: 'GET /api/impact-report p50, five years ÷ one month',
        value: round(years / month, 2),
        unit: '×',
        target: IMPACT_GROWTH_BUDGET,
      },
    ];
  } finally {
    await portal.stop();
  }
}

/** In a process of its own: the repositories read the stack's table names and endpoints once per process. */
export const impactReportSuite: Suite = {
  name: SUITE,
  run: () => rowsFromChildProcess(import.meta.url),
};

runIfMain(import.meta.url, measureInThisProcess);
