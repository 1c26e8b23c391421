import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { recentDay } from '../fixtures/dates';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { type AxeFinding, ICON_NAME_RULE, seriousAxeFindings } from './support/axe';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { browserSuite } from './support/suite';

const VOLUNTEER = {
  username: 'axe.vrijwilliger',
  password: 'Toegankelijk-Voor-Iedereen-31',
  firstName: 'Ilse',
  lastName: 'Wouters',
  email: 'ilse.wouters@example.org',
};
const THEMES = ['light', 'dark', 'modern'] as const;
const LAPTOP = { width: 1280, height: 800 } as const;
const PUBLIC_SCREENS = ['/login', '/wachtwoord-vergeten', '/registration', '/bestaat-niet'] as const;
const STAFF_SCREENS = [
  '/',
  '/vrijwilligers',
  '/gezinnen',
  '/declaraties',
  '/agenda',
  '/nieuws',
  '/drive',
  '/email',
  '/boekhouding',
  '/digitale-handtekeningen',
  '/navigatie',
  '/instellingen',
  '/backup',
  '/audit',
  '/beveiliging',
] as const;
const VOLUNTEER_SCREENS = ['/', '/gezinnen', '/declaraties'] as const;

type Seen = { screen: string; findings: AxeFinding[] };

/**
 * Opens a screen the way a click in the menu does: the router follows the address without a page
 * load, so each screen costs its own rendering and data rather than the app's start-up again. The
 * new screen is known by its document title (each screen sets its own).
 */
async function openInApp(page: Page, path: string) {
  const left = await page.title();
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  // A screen's code loads on its first visit: Vitest's one-second default is too short on a busy machine.
  await expect.poll(() => page.title(), { timeout: 15_000 }).not.toBe(left);
}

/** Waits until the screen's content has loaded (no spinner, no skeleton). */
async function settle(page: Page) {
  await page.locator('h1:visible, .ant-result-title:visible').first().waitFor();
  await expect
    .poll(() => page.locator('.ant-spin-spinning:visible, .ant-skeleton-active:visible').count(), {
      timeout: 15_000,
    })
    .toBe(0);
}

describe.runIf(hasChromium())('accessibility (axe-core)', () => {
  const suite = browserSuite();
  let portal: TestPortal;

  beforeAll(async () => {
    portal = suite.portal;
    const volunteer = await createUserAsAdmin(portal, VOLUNTEER);
    const adminToken = await apiLogin(portal, portal.admin.username, portal.admin.password);
    await callApi(portal, 'POST', '/api/families', {
      token: adminToken,
      body: {
        parentName: 'Familie Vandenbroucke-Ramaekers',
        childName: 'Maximiliaan',
        childAge: 11,
        guidanceStatus: 'actief',
        assignedTo: volunteer.id,
        email: 'vandenbroucke@example.org',
        phone: '0470 12 34 56',
      },
    });
    const volunteerToken = await apiLogin(portal, VOLUNTEER.username, VOLUNTEER.password);
    await callApi(portal, 'POST', '/api/declarations', {
      token: volunteerToken,
      body: {
        type: 'mileage',
        description: 'Rit naar de bibliotheek',
        kilometers: '12.5',
        date: recentDay(),
      },
    });
  });

  /** Every listed screen in every theme on a laptop, and on a phone; findings collected, not thrown. */
  async function visitAll(
    screens: readonly string[],
    account: { username: string; password: string } | null,
  ): Promise<Seen[]> {
    const seen: Seen[] = [];
    for (const theme of THEMES) {
      // Each account signs in once for the file (signedInPage); the theme applies from the next page load.
      const page = account
        ? await suite.signedInPage(account, { viewport: LAPTOP })
        : await suite.openPage({ viewport: LAPTOP });
      const context = page.context();
      await context.addInitScript((name) => localStorage.setItem('theme', name), theme);
      // Layout changes with the width, colours with the theme: the phone once, in the default theme.
      for (const viewport of theme === 'light' ? [LAPTOP, PHONE_VIEWPORT] : [LAPTOP]) {
        await page.setViewportSize(viewport);
        for (const [index, screen] of screens.entries()) {
          if (index === 0) await page.goto(screen);
          else await openInApp(page, screen);
          await settle(page);
          seen.push({
            screen: `${screen} ${theme} ${viewport.width}px`,
            // The light theme at each width is checked in full; the other themes change colours only.
            findings: await seriousAxeFindings(page, { coloursOnly: theme !== 'light' }),
          });
        }
      }
      await context.close();
    }
    return seen;
  }

  const failing = (seen: Seen[]) => seen.filter((entry) => entry.findings.length > 0);

  it('reports the serious findings it looks for: contrast, a missing name, an icon name spoken, contrast alone in a colour check, and inside a frame', async () => {
    // Prepare: a page with text at 1.6:1 and an image without alternative text, and one framing such an image
    const page = await suite.openPage();
    const context = page.context();
    const head = '<html lang="nl"><head><title>Proef</title></head><body><main><h1>Proef</h1>';
    const nameless = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
    const icon = (hidden: string) =>
      `<span role="img" aria-label="plus" class="anticon anticon-plus"${hidden}></span>`;
    const buttons = `<button>${icon('')} Toevoegen</button><button>${icon(' aria-hidden="true"')} Opslaan</button><button aria-label="Verwijderen">${icon('')}</button>`;

    // Act
    await page.setContent(
      `${head}<p style="color:#bbb;background:#fff">Bijna onleesbaar</p>${nameless}${buttons}</main></body></html>`,
    );
    const full = await seriousAxeFindings(page);
    const colours = await seriousAxeFindings(page, { coloursOnly: true });
    await page.setContent(
      `${head}<iframe title="Voorbeeld" srcdoc='${nameless}'></iframe></main></body></html>`,
    );
    const framed = await seriousAxeFindings(page);
    await context.close();

    // Assess
    expect(full.map((finding) => finding.rule).sort()).toEqual([
      'color-contrast',
      ICON_NAME_RULE,
      'image-alt',
    ]);
    expect(full.find((finding) => finding.rule === ICON_NAME_RULE)?.targets).toEqual([
      'button "plus" in "Toevoegen"',
    ]);
    expect(colours.map((finding) => finding.rule)).toEqual(['color-contrast']);
    expect(framed.map((finding) => finding.rule)).toEqual(['image-alt']);
  });

  it('finds no critical or serious violation on the public screens in any theme or width', {
    timeout: 300_000,
  }, async () => {
    // Act
    const seen = await visitAll(PUBLIC_SCREENS, null);

    // Assess
    expect(failing(seen), JSON.stringify(failing(seen), null, 1)).toEqual([]);
  });

  it('finds no critical or serious violation on the staff screens in any theme or width', {
    timeout: 300_000,
  }, async () => {
    // Act
    const seen = await visitAll(STAFF_SCREENS, {
      username: portal.admin.username,
      password: portal.admin.password,
    });

    // Assess
    expect(failing(seen), JSON.stringify(failing(seen), null, 1)).toEqual([]);
  });

  it('finds no critical or serious violation on the volunteer screens in any theme or width', {
    timeout: 300_000,
  }, async () => {
    // Act
    const seen = await visitAll(VOLUNTEER_SCREENS, VOLUNTEER);

    // Assess
    expect(failing(seen), JSON.stringify(failing(seen), null, 1)).toEqual([]);
  });
});
