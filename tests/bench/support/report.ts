import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** One line of the benchmark report. */
export type BenchRow = {
  suite: string;
  measure: string;
  value: number;
  unit: string;
  /** The budget, in the same unit; absent for figures that are only reported. */
  target?: number;
};

/**
 * A benchmark: a name to select it with `--only`, and a run returning its rows. `quick`: it has
 * ratio rows and runs with `--quick` (on its smaller data set). `alone`: it needs the machine to
 * itself (a score that follows the load, or the web build the others would race for), so it runs
 * before the others, which run two at a time (each starts its own stand-ins; none shares one).
 */
export type Suite = { name: string; run(): Promise<BenchRow[]>; quick?: boolean; alone?: boolean };

export const isOver = (row: BenchRow) => row.target !== undefined && row.value > row.target;

/** Rounds for the report: figures keep one decimal, ratios two. */
export const round = (value: number, decimals = 1) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export const kb = (bytes: number) => round(bytes / 1024);

/**
 * The machine's 1-minute load average and core count, printed beside every ratio and remaining
 * wall-time row (issue 40): a figure measured on a shared machine says what it was measured under.
 */
export const machineLoad = () => `load ${round(loadavg()[0] ?? 0, 1)} on ${availableParallelism()} cores`;

/**
 * `npm run bench -- --quick` (or BENCH_QUICK=1, which child suites inherit): only the ratio rows,
 * each on the smaller data set whose ratio matches the full one's, and no report-only extras.
 */
export const isQuick = () => process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ, `getconf CLK_TCK`). */
const CLOCK_TICKS = 100;

/**
 * CPU seconds of this process and of every child process it has waited for (issue 40 item 8: a
 * suite's cost that the load of a shared machine does not change): user and system time, its own and
 * its children's, from /proc/self/stat. A child counts once it has exited, with its own children —
 * so a suite's DynamoDB Local (Java), and in the bench every suite process. Null off Linux.
 */
export function cpuSecondsWithChildren(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command's closing parenthesis, from field 3 (state): utime, stime,
    // cutime and cstime are fields 14 to 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    return Number.isFinite(ticks) ? ticks / CLOCK_TICKS : null;
  } catch {
    return null;
  }
}
