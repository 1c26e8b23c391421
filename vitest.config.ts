import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
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
     * Two files at a time, whatever the core count (Vitest's default is cores − 1, one file on CI's
     * two cores): most of a file's time is spent waiting on DynamoDB Local, S3 or Chromium, so a
     * second file fills the gaps. Browser tests run one file at a time (their project's
     * `fileParallelism: false`), and Vitest starts such a project only after all the others (its
     * groupSpecs), so they run alone at the end. Tried and left: a second Vitest run for them beside
     * the rest (19 instead of 23 minutes) made browser tests miss their waits on two shared cores.
     * Both waits that missed are sturdier since: the accessibility sweep's title check was an
     * expect.poll on Vitest's one-second default (now 10 s for browser tests, below), and the agenda's
     * repeat field appears after a click into a select menu antd animated (browser tests now ask for
     * reduced motion, and the app then opens and closes menus at once). Worth a new side-by-side trial.
     */
    maxWorkers: 2,
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
          env: { CLIENT_LIMIT_FACTOR: '100' },
          globalSetup: ['tests/integration/support/global-setup.ts'],
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
          env: { CLIENT_LIMIT_FACTOR: '100' },
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
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
          // seconds met the password routes' 5 per 10 s).
          env: { CLIENT_LIMIT_FACTOR: '100' },
          // DynamoDB Local and s3rver start once for all browser-test files; each file's portal keeps its
          // own tables, buckets and mailbox there (tests/e2e/support/portal.ts).
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // expect.poll waits for what the screen shows after an action (a row, a count, a title), like
          // Playwright's own waits: Vitest's one-second default failed on a busy machine where a
          // screen's first render or a server answer takes longer. It returns as soon as it holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
