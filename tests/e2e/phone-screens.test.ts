import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserAsAdmin } from './support/api';
import { seriousAxeFindings } from './support/axe';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

const VOLUNTEER = {
  username: 'smal.vrijwilliger',
  password: 'Smalle-Schermen-Lezen-39',
  firstName: 'Femke',
  lastName: 'Verbruggen',
  email: 'femke.verbruggen@example.org',
};
/** The narrowest common phone. */
const NARROW_PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true } as const;
const VOLUNTEER_SCREENS = [
  { path: '/', name: 'dashboard', ready: 'Nieuwe rit' },
  { path: '/rit', name: 'rit', ready: 'Indienen' },
  { path: '/onkost', name: 'onkost', ready: 'Indienen' },
  { path: '/declaraties', name: 'declaraties', ready: null },
  { path: '/gezinnen', name: 'gezinnen', ready: null },
  { path: '/nieuws', name: 'nieuws', ready: null },
  { path: '/agenda', name: 'agenda', ready: null },
] as const;

/** How far the page reaches past the screen's right edge, in CSS pixels. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.runIf(hasChromium())("the volunteer's screens on a 360 px phone (issue 35 step 5)", () => {
  const suite = browserSuite({ sharedPortal: true });

  beforeAll(async () => {
    await createUserAsAdmin(suite.portal, VOLUNTEER);
  });

  it.each(VOLUNTEER_SCREENS)(
    '$path: no sideways scrolling and no serious or critical axe finding',
    async (screen) => {
      const page = await suite.signedInPage(VOLUNTEER, NARROW_PHONE);
      await page.goto(screen.path);
      await page.locator('.app-header').waitFor();
      if (screen.ready) await page.getByRole('button', { name: screen.ready }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `phone-360-${screen.name}`);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeFindings(page)).toEqual([]);
    },
  );
});
