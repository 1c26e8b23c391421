#!/usr/bin/env node
/**
 * `npm test`: every test, as two Vitest runs side by side — the browser tests (one file at a time)
 * and everything else (two files at a time).
 *
 * Why two runs: inside one Vitest run, a project with `fileParallelism: false` is put in a group of
 * its own that starts only when every other file has finished (vitest's groupSpecs), so the browser
 * tests' 13 minutes ran after the rest with one worker idle. Side by side, the browser files' chain
 * overlaps the rest, which then runs one file at a time: on two cores a browser test beside two
 * other files missed its 5-second waits (a load of 15–20 in a trial run), beside one it has a core.
 * Each run's lines are prefixed with its name; the exit code is non-zero when either run fails.
 * With arguments (`npm test -- tests/unit/x.test.ts`) it is one plain Vitest run.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const extra = process.argv.slice(2);

function run(args, label) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, 'run', ...args], {
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    if (label) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
      }
    }
    child.once('error', (error) => {
      process.stderr.write(`[${label ?? 'vitest'}] ${error.message}\n`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const codes =
  extra.length > 0
    ? [await run(extra)]
    : await Promise.all([
        run(['--project', 'e2e'], 'e2e'),
        run(['--project', '!e2e', '--maxWorkers', '1'], 'rest'),
      ]);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
