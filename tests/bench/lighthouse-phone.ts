/**
 * Lighthouse (mobile preset, the pinned devDependency) on the volunteer's dashboard and the quick
 * trip form (issue 35): performance ≥ 90, accessibility 100, best practices ≥ 95, and installable.
 * Lighthouse 12 no longer has its PWA category, so installability is Chromium's own verdict
 * (DevTools protocol `Page.getInstallabilityErrors`: none) on the same page.
 *
 * The volunteer signs in through the portal's login screen in a persistent Chromium profile that
 * Lighthouse then drives over its debugging port (`disableStorageReset`, so the session stays).
 * Runs in a process of its own. Run alone: `tsx tests/bench/lighthouse-phone.ts`, or
 * `npm run bench -- --only lighthouse-phone`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { createUserAsAdmin } from '../e2e/support/api';
import { CHROMIUM_PATH } from '../e2e/support/browser';
import { startTestPortal } from '../e2e/support/portal';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import type { BenchRow, Suite } from './support/report';

const SUITE = 'lighthouse phone';
const VOLUNTEER = {
  username: 'lighthouse.vrijwilliger',
  password: 'Snel-Op-De-Telefoon-73',
  firstName: 'Lotte',
  lastName: 'Maes',
  email: 'lotte.maes@example.org',
};
const PAGES = [
  { path: '/', name: 'dashboard' },
  { path: '/rit', name: 'trip form' },
] as const;
/** Budgets as scores out of 100; a row's value must stay at or above its budget, so rows report the shortfall. */
const BUDGETS = { performance: 90, accessibility: 100, 'best-practices': 95 } as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function measureInThisProcess(): Promise<BenchRow[]> {
  const portal = await startTestPortal();
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-phone-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
    ],
    baseURL: portal.url,
    locale: 'nl-BE',
  });
  const rows: BenchRow[] = [];
  try {
    await createUserAsAdmin(portal, VOLUNTEER);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await page.getByLabel('Gebruikersnaam').fill(VOLUNTEER.username);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(VOLUNTEER.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.locator('.app-header').waitFor();

    for (const target of PAGES) {
      const url = new URL(target.path, portal.url).href;
      const result = await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error', disableStorageReset: true, formFactor: 'mobile' },
        { extends: 'lighthouse:default', settings: { onlyCategories: Object.keys(BUDGETS) } },
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      for (const [category, budget] of Object.entries(BUDGETS)) {
        const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
        rows.push({
          suite: SUITE,
          measure: `${target.name}: ${category} (score below ${budget})`,
          value: Math.max(0, budget - score),
          unit: 'points',
          target: 0,
        });
        process.stderr.write(`${SUITE}: ${target.name} ${category} ${score}\n`);
      }
      // What costs points, so a shortfall says where to look.
      const failing = Object.values(result.lhr.categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
        .map((ref) => result.lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${audit?.id} (${audit?.displayValue ?? audit?.score})`);
      if (failing.length > 0)
        process.stderr.write(`${SUITE}: ${target.name} below par: ${failing.join(', ')}\n`);
      await page.goto(target.path);
      await page.locator('.app-header').waitFor();
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      await session.detach();
      if (installabilityErrors.length > 0)
        process.stderr.write(
          `${SUITE}: ${target.name} not installable: ${installabilityErrors.map((e) => e.errorId).join(', ')}\n`,
        );
      rows.push({
        suite: SUITE,
        measure: `${target.name}: installability errors`,
        value: installabilityErrors.length,
        unit: 'count',
        target: 0,
      });
    }
  } finally {
    await context.close();
    await portal.stop();
    await rm(profile, { recursive: true, force: true });
  }
  return rows;
}

export const lighthousePhoneSuite: Suite = {
  name: 'lighthouse-phone',
  run: () => rowsFromChildProcess(import.meta.url),
};

runIfMain(import.meta.url, measureInThisProcess);
