import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { recentDay } from '../fixtures/dates';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { browserSuite } from './support/suite';

const VOLUNTEER = {
  username: 'layout.vrijwilliger',
  password: 'Brede-Tabellen-Passen-77',
  firstName: 'Maximiliaan',
  lastName: 'Vandenbroucke-Dewaele',
  email: 'maximiliaan.vandenbroucke-dewaele@example.org',
};
const LAPTOPS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
] as const;
const SCREENS = [
  { path: '/vrijwilligers', name: 'vrijwilligers', table: 'Vrijwilligers' },
  { path: '/gezinnen', name: 'gezinnen', table: 'Gezinnen' },
  { path: '/declaraties', name: 'declaraties', table: 'Declaraties' },
] as const;

/** How far the table's content reaches past its own box, and whether any row's last cell is clipped. */
const overflowOf = (page: Page, label: string) =>
  page.evaluate((name) => {
    const table = document.querySelector(`[aria-label="${name}"]`)?.closest('.ant-table-wrapper');
    const content = table?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!table || !content) return null;
    const box = table.getBoundingClientRect();
    const clipped = [...table.querySelectorAll('tr.ant-table-row td:last-child button')].filter(
      (button) => button.getBoundingClientRect().right > box.right + 0.5,
    ).length;
    return { sideways: content.scrollWidth - content.clientWidth, clipped };
  }, label);

describe.runIf(hasChromium())('list screens on laptops and phones', () => {
  const suite = browserSuite({ sharedPortal: true });
  let portal: TestPortal;

  beforeAll(async () => {
    portal = suite.portal;
    const volunteer = await createUserAsAdmin(portal, VOLUNTEER);
    const adminToken = await apiLogin(portal, portal.admin.username, portal.admin.password);
    await callApi(portal, 'POST', '/api/families', {
      token: adminToken,
      body: {
        parentName: 'Familie Vandenbroucke-Dewaele',
        childName: 'Alexander-Constantijn',
        childAge: 12,
        school: 'Sint-Jozefscollege Hasselt-Kuringen',
        grade: '6de leerjaar',
        guidanceStatus: 'actief',
        assignedTo: volunteer.id,
        email: 'familie.vandenbroucke-dewaele@voorbeeldgemeente.example.org',
        phone: '0470 12 34 56',
        address: 'Grote Steenweg 123, 3500 Hasselt',
      },
    });
    const volunteerToken = await apiLogin(portal, VOLUNTEER.username, VOLUNTEER.password);
    await callApi(portal, 'POST', '/api/declarations', {
      token: volunteerToken,
      body: {
        type: 'expense',
        description:
          'Schoolmateriaal, rekenmachine en woordenboeken voor de huiswerkklas van de zomervakantie',
        amount: '123.45',
        date: recentDay(),
      },
    });
  });

  it('fits Vrijwilligers, Gezinnen and Declaraties at 1280 and 1366 px with the sidebar open', async () => {
    // Prepare
    const page = await suite.signedInPage(portal.admin, { viewport: LAPTOPS[0] });
    const seen: Record<string, unknown> = {};

    for (const viewport of LAPTOPS) {
      await page.setViewportSize(viewport);
      for (const screen of SCREENS) {
        // Act
        await page.goto(screen.path);
        await page.locator('tr.ant-table-row').first().waitFor();
        await saveScreenshot(page, `layout-${screen.name}-${viewport.width}`);

        // Assess (collected, so one run names every screen that overflows)
        seen[`${screen.name} ${viewport.width}`] = await overflowOf(page, screen.table);
      }
    }

    expect(seen).toEqual(
      Object.fromEntries(
        LAPTOPS.flatMap((viewport) =>
          SCREENS.map((screen) => [`${screen.name} ${viewport.width}`, { sideways: 0, clipped: 0 }]),
        ),
      ),
    );
  });

  it('shows the lists as cards with a status select on a 390 px phone', async () => {
    // Prepare
    const page = await suite.signedInPage(portal.admin, { viewport: PHONE_VIEWPORT });

    for (const screen of SCREENS) {
      // Act
      await page.goto(screen.path);
      const cards = page.getByRole('list', { name: screen.table });
      await cards.getByRole('listitem').first().waitFor();
      await saveScreenshot(page, `layout-${screen.name}-390`);

      // Assess: no table, nothing wider than the phone, no tab overflow menu
      expect(await page.locator('.ant-table').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_VIEWPORT.width,
      );
      expect(await page.locator('.ant-tabs-nav-more').count()).toBe(0);
    }
    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(1);
  });

  it('turns antd motion off while the browser asks for reduced motion, and on again when it stops', async () => {
    // Prepare
    const page = await suite.signedInPage(portal.admin, { reducedMotion: 'no-preference' });
    const button = page.locator('.app-header .ant-btn').first();
    const transition = () => button.evaluate((element) => getComputedStyle(element).transitionDuration);
    const withMotion = await transition();

    // Act
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(transition).toBe('0s');
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    // Assess
    expect(withMotion).not.toBe('0s');
    await expect.poll(transition).toBe(withMotion);
  });

  it('opens the volunteer dashboard on their own tasks above the organisation figures', async () => {
    // Prepare
    const page = await suite.openPage({ viewport: PHONE_VIEWPORT });

    // Act
    await signIn(page, VOLUNTEER.username, VOLUNTEER.password);

    // Assess
    await page.getByRole('region', { name: 'Mijn openstaande declaraties' }).getByText('€').waitFor();
    await page
      .getByRole('region', { name: 'Mijn gezinnen' })
      .getByText('Familie Vandenbroucke-Dewaele')
      .waitFor();
    // Their own cards come first; the spec's figures follow for everyone (ARCHITECTURE §11, issue 36).
    await page.getByTestId('statistic-activeVolunteers').waitFor();
    await saveScreenshot(page, 'layout-volunteer-dashboard-390');
    await page.getByRole('button', { name: 'Declaratie indienen' }).click();
    await page.getByRole('dialog').getByText('Nieuwe declaratie').waitFor();
    expect(new URL(page.url()).pathname).toBe('/declaraties');
  });
});
