import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import InterleavedSequencer from './tests/sequencer';
import { apiRoutesPlugin } from './web/vite.config';

/**
 * One run, five projects: unit (pure functions), integration (handlers through the API Gateway
 * adapter against the embedded stand-ins, started once per run, a table prefix per file),
 * quality (permission matrix, object access, fuzzing, races and the Scan guard, generated from the
 * route registry), infra (CDK assertions), e2e (headless Chromium against the embedded portal) and
 * web (React components, shared policies and formats in happy-dom with Testing Library).
 */
export default defineConfig({
  test: {
    /*
     * Two files at a time, whatever the core count: most of a file's time is spent waiting on
     * DynamoDB Local, S3 or Chromium, so a second file fills the gaps. Browser files run one at a
     * time (their project's `fileParallelism: false`), which Vitest schedules as a group of its own
     * after every other file. Tried and measured (2026-11-27, two idle cores): three workers with the
     * browser files spread through the queue by the sequencer below took 22.5 instead of about 26
     * minutes, but browser tests ran 25–50 % slower beside the other files, and one missed a 30 s
     * wait (a statement import's first, cold request): a red CI costs more than four minutes. The
     * sequencer still starts the longest projects first; `interleaved` is ready for a retrial once
     * the browser files' first requests are warm. `npm test` itself runs two Vitest processes
     * (tests/lanes.ts): the browser files in one from the start, every other file in the other at a
     * lower CPU priority — 14.6 min on 28 November, idle, all 241 files green; this single-process
     * packing is `npm run test:serial`.
     */
    maxWorkers: 2,
    sequence: { sequencer: InterleavedSequencer },
    // DynamoDB Local and s3rver start once per run for the integration, quality and browser files
    // (each file keeps its own table and bucket prefix there); not at all for a run without them.
    globalSetup: ['tests/integration/support/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Every request of these files comes from 127.0.0.1: the per-client limits (functions/config)
          // are raised for them; tests/integration/client-limit.test.ts checks them at their real size.
          // New password hashes cost 1 MiB instead of 19 (functions/config PASSWORD_HASH_COST; refused
          // in Lambda): at the production cost, hashing was 40 % of the permission matrix's CPU.
          env: { CLIENT_LIMIT_FACTOR: '100', PASSWORD_HASH_COST: 'test-run' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'quality',
          include: ['tests/quality/**/*.test.ts'],
          // Every request of these files comes from 127.0.0.1: the per-client limits (functions/config)
          // are raised for them; tests/integration/client-limit.test.ts checks them at their real size.
          // New password hashes cost 1 MiB instead of 19 (functions/config PASSWORD_HASH_COST; refused
          // in Lambda): at the production cost, hashing was 40 % of the permission matrix's CPU.
          env: { CLIENT_LIMIT_FACTOR: '100', PASSWORD_HASH_COST: 'test-run' },
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          // aws-cdk-lib loads once per worker instead of once per file, and the files that only read
          // the default portal share one (tests/infra/support/portal.ts sharedPortal); each file
          // builds its own apps otherwise and changes no module state.
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The web app's own modules, as Vite builds them (the typed route table included).
        plugins: [react(), apiRoutesPlugin()],
        // The service worker's registration exists only in a production build (web/vite.config.ts).
        resolve: {
          alias: {
            'virtual:pwa-register': new URL('./tests/web/support/pwa-register.ts', import.meta.url).pathname,
          },
        },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/support/setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Every browser of these files signs in from 127.0.0.1, several people a minute: the per-client
          // limits are raised as for the integration files (a passkey sign-in after four others in ten
          // seconds met the password routes' 5 per 10 s). Password hashes cost 1 MiB, as above.
          env: { CLIENT_LIMIT_FACTOR: '100', PASSWORD_HASH_COST: 'test-run' },
          // Each file's portal keeps its own tables, buckets and mailbox on the run's DynamoDB Local and
          // s3rver (the root globalSetup above; tests/e2e/support/portal.ts).
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // One worker for every browser file, its modules kept from file to file: the handlers, the
          // local runtime and Playwright load once per lane instead of once per file, and Chromium and
          // the shared portal (tests/e2e/support/suite.ts) outlive a file. Each portal points the
          // handlers at its own tables when it starts or takes over again (functions/config reads
          // the environment when used).
          isolate: false,
          // expect.poll waits for what the screen shows after an action (a row, a count, a title), like
          // Playwright's own waits: Vitest's one-second default failed on a busy machine where a
          // screen's first render or a server answer takes longer. It returns as soon as it holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
