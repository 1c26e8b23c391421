/**
 * Bookkeeping at scale (issue 19): the period summary reads totals kept on write, so a year with
 * 50,000 transactions answers as fast as one with 500 (p50 of GET /api/accounting/summary over a
 * period with partial months at both edges; budget ≤ 1.5×); and the Excel export of those 50,000
 * transactions takes ≤ 2 × its floor, with its process's peak RSS ≤ 200 MB (exceljs's streaming
 * writer). The floor (issue 40) is the same export rows read with the toolkit's plain Query loop and
 * discarded, in a process of its own like the export, measured right before and right after it (the
 * faster counts): on a shared machine the ratio holds where the seconds follow the neighbours' load.
 *
 * Transactions and their totals are loaded in bulk in the shape the repository stores: entryItem and
 * exportRowItem per transaction (what every write path stores), the month/day totals items, and the
 * marker a new installation gets with its first transaction id (every transaction has its row). Runs in a process of its own (it starts the local stack).
 * Alone: `tsx tests/bench/accounting.ts`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { EntryRecord } from '../../functions/repositories/accounting';
import { FIRST_BULK_ID } from './support/bulk-load';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { forEachLimited, startBenchPortal } from './support/local-portal';
import { type BenchRow, round, type Suite } from './support/report';
import { elapsedMs, median } from './support/stats';

const SUITE = 'accounting';
export const SUMMARY_GROWTH_BUDGET = 1.5;
/** The export's wall time ÷ its floor's (see the header). */
export const EXPORT_FLOOR_RATIO_BUDGET = 2;
export const EXPORT_RSS_MB_BUDGET = 200;
const SIZES = { small: 500, large: 50_000 } as const;
const WARM_UP_REQUESTS = 200;
const MEASURED_REQUESTS = 200;
const SUMMARY_PATH = '/api/accounting/summary?dateFrom=2025-01-15&dateTo=2025-12-20';
const CATEGORIES = ['Donaties', 'Subsidies', 'Huur', 'Materialen', 'Vervoerskosten'] as const;

const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

function entryRecord(index: number): EntryRecord {
  const day = new Date(Date.UTC(2025, 0, 1) + (index % 365) * 86_400_000).toISOString().slice(0, 10);
  const type = index % 3 === 0 ? 'incoming' : 'outgoing';
  const stamp = `${day}T10:00:00.000Z`;
  return {
    id: FIRST_BULK_ID + index,
    type,
    category: CATEGORIES[index % CATEGORIES.length] as EntryRecord['category'],
    description: index % 97 === 0 ? `=SUM(A1:A${index})` : `Transactie ${index}`,
    amountCents: 100 + (index % 10_000),
    date: day,
    reference: `REF-${index}`,
    bankAccount: null,
    bankAccountId: null,
    notes: null,
    status: 'approved',
    processedById: 1,
    processedByName: 'Admin Beheerder',
    processedAt: stamp,
    declarationId: null,
    receiptUrl: null,
    createdById: 1,
    createdByName: 'Admin Beheerder',
    editors: [],
    createdAt: stamp,
    updatedAt: stamp,
    version: 2,
  };
}

/**
 * CPU seconds DynamoDB Local (the Java child of this process) has used so far, or null where /proc is
 * not there to ask. The export's wall time includes its reads, so this says how much of it is the
 * stand-in's own work rather than the export service's.
 */
function dynamoDbLocalCpuSeconds(): number | null {
  try {
    const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
      .trim()
      .split(' ');
    for (const pid of children) {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'java') continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime (fields 14 and 15 of stat; 12 and 13 after the name) in clock ticks of 1/100 s.
      return (Number(fields[11]) + Number(fields[12])) / 100;
    }
  } catch {
    // Not Linux, or the process went away: the figure is left out.
  }
  return null;
}

type ExportFigures = { ms: number; cpuMs: number; rssBefore: number; peakRss: number; size: number };
/** Exports measured, each between two floor reads: the median of their ratios counts. */
const EXPORT_RUNS = 3;
type ExportRun = { exports: ExportFigures[]; floors: ExportFigures[] };

/**
 * The export service in a Node process of its own, bundled with the handlers' own esbuild options as a
 * Lambda runs it (not through tsx, whose compiler and caches added some 35 MB to the process's RSS
 * before the export began).
 */
async function exportInChildProcess(): Promise<ExportRun> {
  const outDir = await mkdtemp(join(tmpdir(), 'vwp-bench-export-'));
  try {
    const { build } = await import('esbuild');
    const { handlerEsbuildOptions } = await import('../../infra/aws/constructs/handler-bundling');
    await build({
      ...handlerEsbuildOptions(),
      entryPoints: [
        {
          in: fileURLToPath(new URL('./support/accounting-export-child.ts', import.meta.url)),
          out: 'export',
        },
      ],
      outdir: outDir,
    });
    const script = join(outDir, 'export.mjs');
    // Floor, export, floor, export, …, floor: each export is judged against the mean of the floors
    // read right before and right after it, so a change in the machine's load between them evens out.
    const floors = [await runExport(script, ['--floor'])];
    const exports: ExportFigures[] = [];
    for (let index = 0; index < EXPORT_RUNS; index += 1) {
      exports.push(await runExport(script, []));
      floors.push(await runExport(script, ['--floor']));
    }
    return { exports, floors };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

function runExport(script: string, args: string[]): Promise<ExportFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--no-deprecation', script, ...args], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{'))
        reject(new Error(`export process exited with ${code}: ${output.slice(-500)}`));
      else resolve(JSON.parse(line) as ExportFigures);
    });
  });
}

async function measureInThisProcess(): Promise<BenchRow[]> {
  const portal = await startBenchPortal();
  try {
    const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('../../functions/commons/dynamo');
    const { tableName } = await import('../../functions/repositories/table');
    const { entryItem, exportRowItem, exportRowsCompleteItem } = await import(
      '../../functions/repositories/accounting'
    );
    const { monthTotalsKey, dayTotalsKey, totalsAttribute } = await import(
      '../../functions/repositories/keys/accounting'
    );
    const table = tableName('accounting');
    const totals = new Map<string, Record<string, unknown>>();

    const writeBatch = async (input: BatchWriteCommandInput) => {
      let pending = input.RequestItems;
      for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt += 1) {
        if (attempt > 10) throw new Error('DynamoDB Local kept items unprocessed');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        const result = await dynamo.send(new BatchWriteCommand({ RequestItems: pending }));
        pending = result.UnprocessedItems;
      }
    };
    const putAll = async (items: Record<string, unknown>[]) => {
      const batches = Math.ceil(items.length / 25);
      await forEachLimited(batches, 8, (batch) =>
        writeBatch({
          RequestItems: {
            [table]: items.slice(batch * 25, batch * 25 + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    };
    let loaded = 0;
    const fillTo = async (size: number) => {
      const entries = Array.from({ length: size - loaded }, (_, offset) => entryRecord(loaded + offset));
      for (const entry of entries) {
        for (const key of [monthTotalsKey(entry.date.slice(0, 7)), dayTotalsKey(entry.date)]) {
          const item = totals.get(`${key.pk}|${key.sk}`) ?? { ...key };
          const attribute = totalsAttribute(entry.type, entry.category);
          item[attribute] = Number(item[attribute] ?? 0) + entry.amountCents;
          totals.set(`${key.pk}|${key.sk}`, item);
        }
      }
      await putAll(entries.flatMap((entry) => [entryItem(entry), exportRowItem(entry)]));
      await putAll([...totals.values(), exportRowsCompleteItem()]);
      loaded = size;
    };

    const summaryP50 = async () => {
      const read = async () => {
        const started = performance.now();
        const answer = await portal.call('GET', SUMMARY_PATH, { token: portal.adminToken });
        if (answer.status !== 200) throw new Error(`${SUMMARY_PATH} answered ${answer.status}`);
        return elapsedMs(started);
      };
      for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await read();
      const samples: number[] = [];
      for (let index = 0; index < MEASURED_REQUESTS; index += 1) samples.push(await read());
      return median(samples);
    };

    progress(`loading ${SIZES.small} transactions`);
    await fillTo(SIZES.small);
    const small = await summaryP50();
    progress(`loading up to ${SIZES.large.toLocaleString('en')} transactions`);
    await fillTo(SIZES.large);
    const large = await summaryP50();

    // The export service in a Node process of its own, bundled as a Lambda runs it: its memory is its own.
    progress('exporting');
    const javaCpuBefore = dynamoDbLocalCpuSeconds();
    const loadBefore = loadavg()[0] ?? 0;
    const run = await exportInChildProcess();
    const javaCpuAfter = dynamoDbLocalCpuSeconds();
    const loadAfter = loadavg()[0] ?? 0;
    if (run.floors.some((floor) => floor.size !== SIZES.large))
      throw new Error(
        `the export's floor read ${run.floors.map((floor) => floor.size)} rows, not ${SIZES.large}`,
      );
    const floorAround = (index: number) =>
      ((run.floors[index]?.ms ?? Number.NaN) + (run.floors[index + 1]?.ms ?? Number.NaN)) / 2;
    const ratios = run.exports.map((each, index) => each.ms / floorAround(index));
    const exportMs = median(run.exports.map((each) => each.ms));
    const floorMs = median(run.floors.map((each) => each.ms));
    const exportCpuMs = median(run.exports.map((each) => each.cpuMs));
    const rssBefore = Math.max(...run.exports.map((each) => each.rssBefore));
    const peakRss = Math.max(...run.exports.map((each) => each.peakRss));
    const size = run.exports[0]?.size ?? 0;

    const cpus = availableParallelism();
    const label = (count: number) => `${count.toLocaleString('en')} transactions`;
    return [
      {
        suite: SUITE,
        measure: `summary of a year (partial edge months) p50 with ${label(SIZES.small)}`,
        value: round(small, 2),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: `summary of a year (partial edge months) p50 with ${label(SIZES.large)}`,
        value: round(large, 2),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: `summary: p50 at ${label(SIZES.large)} ÷ p50 at ${label(SIZES.small)}`,
        value: round(large / small, 2),
        unit: '×',
        target: SUMMARY_GROWTH_BUDGET,
      },
      {
        suite: SUITE,
        measure: `Excel export of ${label(SIZES.large)} (${round(size / 1024 / 1024, 1)} MB workbook): wall time of the export service, median of ${EXPORT_RUNS}`,
        value: round(exportMs / 1000, 2),
        unit: 's',
      },
      {
        suite: SUITE,
        measure: `Excel export: floor, the same ${label(SIZES.large)} read with the plain Query loop and discarded, median of ${run.floors.length} (${run.floors.map((each) => round(each.ms / 1000, 2)).join(', ')} s)`,
        value: round(floorMs / 1000, 2),
        unit: 's',
      },
      {
        suite: SUITE,
        measure: `Excel export ÷ the mean of the floors read before and after it, median of ${EXPORT_RUNS} (${ratios.map((ratio) => round(ratio, 2)).join(', ')}; load ${round(loadBefore, 1)} → ${round(loadAfter, 1)} on ${cpus} cores)`,
        value: round(median(ratios), 2),
        unit: '×',
        target: EXPORT_FLOOR_RATIO_BUDGET,
      },
      {
        suite: SUITE,
        measure:
          'Excel export: CPU time of the export process (reading DynamoDB Local answers and writing the workbook), median',
        value: round(exportCpuMs / 1000, 2),
        unit: 's',
      },
      ...(javaCpuBefore === null || javaCpuAfter === null
        ? []
        : [
            {
              suite: SUITE,
              measure: `CPU time of DynamoDB Local serving the ${EXPORT_RUNS} exports' and ${EXPORT_RUNS + 1} floors' reads (the stand-in, not the service)`,
              value: round(javaCpuAfter - javaCpuBefore, 2),
              unit: 's',
            },
          ]),
      {
        suite: SUITE,
        measure: `Excel export: machine load average (1 min) when the export started, on ${cpus} cores`,
        value: round(loadBefore, 1),
        unit: '',
      },
      {
        suite: SUITE,
        measure: `Excel export: machine load average (1 min) when the export finished, on ${cpus} cores`,
        value: round(loadAfter, 1),
        unit: '',
      },
      {
        suite: SUITE,
        measure:
          'Excel export: RSS of the export process (its esbuild bundle) right before the export (modules loaded)',
        value: round(rssBefore / 1024 / 1024, 0),
        unit: 'MB',
      },
      {
        suite: SUITE,
        measure: 'Excel export: peak RSS of the export process',
        value: round(peakRss / 1024 / 1024, 0),
        unit: 'MB',
        target: EXPORT_RSS_MB_BUDGET,
      },
    ];
  } finally {
    await portal.stop();
  }
}

export const accountingSuite: Suite = { name: SUITE, run: () => rowsFromChildProcess(import.meta.url) };

runIfMain(import.meta.url, measureInThisProcess);
