import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * `npm test`: every file of vitest.config.ts in two Vitest processes started together — the browser
 * files one at a time from the first minute (the browser lane), every other file beside them (the rest
 * lane, TEST_LANE_WORKERS files at a time, default 2). `npm run test:serial` is one Vitest process,
 * which runs the browser files one at a time after all the others. 28 November, idle, 2 cores: these
 * lanes took 14.6 min, the browser lane 804 s and the rest 874 s (17.1 before the browser files shared
 * one worker); with TEST_LANE_WORKERS=3, 14.3. The single process was not measured on this tree.
 * Each lane starts its own stand-ins (DynamoDB Local, s3rver) in its global setup.
 *
 * Arguments after `--` go to both lanes; `{lane}` in them becomes the lane's name, e.g.
 * `npm test -- --reporter=default --reporter=json --outputFile=/tmp/run-{lane}.json`.
 * Exits non-zero when either lane fails.
 */

/** The browser project; every other project of vitest.config.ts runs in the rest lane. */
export const BROWSER_PROJECT = 'e2e';
/** The projects of vitest.config.ts other than the browser project (tests/unit/test-sequencer.test.ts checks the list). */
export const REST_PROJECTS = ['unit', 'integration', 'quality', 'infra', 'web'] as const;

/**
 * The rest lane runs at a lower CPU priority (nice 10): the browser lane is the run's longest path,
 * and its Chromium and portal then take a core whenever they need one, while the other files fill
 * the time it waits. Measured 28 November, idle, 2 cores, before the browser files shared a worker:
 * both lanes at the same priority took 18.5 min (the browser lane 1,106 s, the rest 884 s); with
 * this 17.1 (975 s and 1,024 s). Now the rest lane ends last (874 s against 804): a priority change
 * is worth timing again.
 */
export const REST_LANE_NICENESS = 10;

export type Lane = { name: 'browser' | 'rest'; args: string[]; niceness: number };

/** The two Vitest command lines (arguments after `vitest`). */
export function laneCommands(extraArgs: readonly string[], restWorkers: number): Lane[] {
  const withLane = (name: Lane['name']) => extraArgs.map((arg) => arg.replaceAll('{lane}', name));
  // A run of chosen files (`npm test -- tests/unit/x.test.ts`) finds them in one lane only.
  const common = ['run', '--passWithNoTests'];
  return [
    { name: 'browser', args: [...common, '--project', BROWSER_PROJECT, ...withLane('browser')], niceness: 0 },
    {
      name: 'rest',
      args: [
        ...common,
        ...REST_PROJECTS.flatMap((project) => ['--project', project]),
        `--maxWorkers=${restWorkers}`,
        ...withLane('rest'),
      ],
      niceness: REST_LANE_NICENESS,
    },
  ];
}

function runLane(lane: Lane): Promise<number> {
  const command = ['npx', 'vitest', ...lane.args];
  const [file = 'npx', ...args] =
    lane.niceness > 0 ? ['nice', '-n', String(lane.niceness), ...command] : command;
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${lane.name}] ${line}`));
  }
  const stop = () => child.kill('SIGINT');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main() {
  const workers = Number(process.env.TEST_LANE_WORKERS ?? 2);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error('TEST_LANE_WORKERS must be a whole number ≥ 1');
  const startedAt = Date.now();
  const lanes = laneCommands(process.argv.slice(2), workers);
  const codes = await Promise.all(
    lanes.map(async (lane) => {
      const code = await runLane(lane);
      console.log(
        `[${lane.name}] lane ended with ${code} after ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
      );
      return code;
    }),
  );
  process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
