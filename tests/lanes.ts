import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * `npm run test:lanes`: the same files as `npm test`, in two Vitest processes started together — the
 * browser files one at a time from the first minute (the browser lane), every other file beside them
 * (the rest lane, TEST_LANE_WORKERS files at a time, default 2). `npm test` runs the browser files one
 * at a time after all the others instead (vitest.config.ts says why); this is the other packing, for
 * timing the two against each other on an idle machine. Each lane starts its own stand-ins (DynamoDB
 * Local, s3rver) in its global setup.
 *
 * Arguments after `--` go to both lanes; `{lane}` in them becomes the lane's name, e.g.
 * `npm run test:lanes -- --reporter=default --reporter=json --outputFile=/tmp/run-{lane}.json`.
 * Exits non-zero when either lane fails.
 */

/** The browser project; every other project of vitest.config.ts runs in the rest lane. */
export const BROWSER_PROJECT = 'e2e';
/** The projects of vitest.config.ts other than the browser project (tests/unit/test-sequencer.test.ts checks the list). */
export const REST_PROJECTS = ['unit', 'integration', 'quality', 'infra', 'web'] as const;

export type Lane = { name: 'browser' | 'rest'; args: string[] };

/** The two Vitest command lines (arguments after `vitest`). */
export function laneCommands(extraArgs: readonly string[], restWorkers: number): Lane[] {
  const withLane = (name: Lane['name']) => extraArgs.map((arg) => arg.replaceAll('{lane}', name));
  return [
    { name: 'browser', args: ['run', '--project', BROWSER_PROJECT, ...withLane('browser')] },
    {
      name: 'rest',
      args: [
        'run',
        ...REST_PROJECTS.flatMap((project) => ['--project', project]),
        `--maxWorkers=${restWorkers}`,
        ...withLane('rest'),
      ],
    },
  ];
}

function runLane(lane: Lane): Promise<number> {
  const child = spawn('npx', ['vitest', ...lane.args], { stdio: ['ignore', 'pipe', 'pipe'] });
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
