import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BenchRow, cpuSecondsWithChildren, round } from './report';

const ROWS_MARKER = 'BENCH_ROWS ';
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Runs a suite module in a Node process of its own and returns its rows. Suites that start the local
 * stack need this: repositories and SDK clients read table names and endpoints once per process, so a
 * second stack in the same process would be talked to through the first one's (stopped) endpoints.
 */
export function rowsFromChildProcess(moduleUrl: string): Promise<BenchRow[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(moduleUrl), '--emit-rows'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = output.split('\n').find((each) => each.startsWith(ROWS_MARKER));
      if (code !== 0 || !line) {
        reject(new Error(`${moduleUrl} exited with ${code} without rows:\n${output.slice(-2000)}`));
        return;
      }
      for (const each of output.split('\n')) if (each && !each.startsWith(ROWS_MARKER)) console.log(each);
      resolve(JSON.parse(line.slice(ROWS_MARKER.length)) as BenchRow[]);
    });
  });
}

/**
 * The entry point of a suite module run directly: `--emit-rows` (from `rowsFromChildProcess`) prints
 * the rows for the parent; otherwise they are shown as a table.
 */
export function runIfMain(moduleUrl: string, measure: () => Promise<BenchRow[]>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  measure()
    .then((measured) => {
      // The stand-ins were stopped (and waited for) before measure() resolved: their CPU is in.
      const cpu = cpuSecondsWithChildren();
      const suite = measured[0]?.suite;
      const rows: BenchRow[] =
        cpu === null || suite === undefined
          ? measured
          : [
              ...measured,
              {
                suite,
                measure:
                  'suite CPU time (its process and the stand-ins it started: what an idle machine needs at least)',
                value: round(cpu, 0),
                unit: 's',
              },
            ];
      if (process.argv.includes('--emit-rows'))
        process.stdout.write(`${ROWS_MARKER}${JSON.stringify(rows)}\n`);
      else
        console.table(
          rows.map(({ measure: name, value, unit, target }) => ({ measure: name, value, unit, target })),
        );
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
