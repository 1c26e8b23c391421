import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser';
import { browserSuite } from './support/suite';

/**
 * What the shared browser-test setup gives a page (support/browser.ts), kept cheap for a run of
 * fifty files: no service worker unless a test of the installed app asks for it, since the
 * production build's worker would precache every asset again in each fresh context.
 */
describe.runIf(hasChromium())("the browser tests' own contexts", () => {
  const suite = browserSuite();

  /** The service worker registrations the page holds after it asks for the app's worker. */
  const registrationsAfterRegistering = (page: Awaited<ReturnType<typeof suite.openPage>>) =>
    page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js');
      return (await navigator.serviceWorker.getRegistrations()).length;
    });

  it('blocks service workers by default, and allows them when a test asks', async () => {
    const blocked = await suite.openPage();
    await blocked.goto('/login');
    await blocked.getByLabel('Gebruikersnaam').waitFor();
    expect(await registrationsAfterRegistering(blocked)).toBe(0);

    const allowed = await suite.openPage({ serviceWorkers: 'allow' });
    await allowed.goto('/login');
    await allowed.getByLabel('Gebruikersnaam').waitFor();
    expect(await registrationsAfterRegistering(allowed)).toBe(1);
  });
});
