import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser';
import { SCREENSHOT_DIR, saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

/**
 * What the shared browser-test setup gives a page (support/browser.ts), kept cheap for a run of
 * fifty files: no service worker unless a test of the installed app asks for it, since the
 * production build's worker would precache every asset again in each fresh context; screenshots
 * only when the run asks for them (SCREENSHOTS=1).
 */
describe.runIf(hasChromium())("the browser tests' own contexts", () => {
  const suite = browserSuite({ sharedPortal: true });

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

  describe('screenshots', () => {
    const asked = process.env.SCREENSHOTS;
    const path = join(SCREENSHOT_DIR, 'test-contexts-probe.png');
    const exists = () =>
      stat(path).then(
        () => true,
        () => false,
      );
    afterEach(async () => {
      if (asked === undefined) delete process.env.SCREENSHOTS;
      else process.env.SCREENSHOTS = asked;
      await rm(path, { force: true });
    });

    it('saves none unless the run asks with SCREENSHOTS=1, and then saves the PNG', async () => {
      const page = await suite.openPage();
      await page.goto('/login');
      await page.getByLabel('Gebruikersnaam').waitFor();
      await rm(path, { force: true });

      delete process.env.SCREENSHOTS;
      expect(await saveScreenshot(page, 'test-contexts-probe')).toBeUndefined();
      expect(await exists()).toBe(false);

      process.env.SCREENSHOTS = '1';
      expect(await saveScreenshot(page, 'test-contexts-probe')).toBe(path);
      expect((await stat(path)).size).toBeGreaterThan(1_000);
    });
  });
});
