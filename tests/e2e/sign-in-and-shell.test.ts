import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { Statistics } from '../../shared/schemas/dashboard';
import { apiLogin } from './support/api';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { finishSignIn } from './support/session';
import { browserSuite } from './support/suite';

const ADMIN_ENTRIES = [
  'Dashboard',
  'Vrijwilligers',
  'Gezinnen',
  'Declaraties',
  'E-mail Tool',
  'Agenda',
  'Nieuws',
  'Drive',
  'Digitale Ondertekening',
  'Boekhouding',
  'Externe Links',
  'Instellingen',
  'Backup & Herstel',
  // An admin tool beside the backup since issue 32: a person's copy, erasure and retention.
  'Privacy',
  'Auditlog',
];
/** Remember-me gives staff, who must use a second factor, 12 hours at most (issue 38). */
const STAFF_REMEMBER_ME_SECONDS = 12 * 3600;

const readStorage = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    legacyToken: localStorage.getItem('authToken'),
    user: localStorage.getItem('auth_user'),
    theme: localStorage.getItem('theme'),
  }));
const currentTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const navEntries = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link');
const loginButton = (page: Page) => page.getByRole('button', { name: 'Inloggen' });

async function signIn(
  page: Page,
  username: string,
  password: string,
  options: { rememberMe: boolean; secondStep?: boolean },
) {
  await page.goto('/login');
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  if (options.rememberMe) await page.getByLabel('Aangemeld blijven (90 dagen)').check();
  await page.getByRole('button', { name: 'Inloggen' }).click();
  // The admin's second step (issue 38); a refused password stays on the form.
  if (options.secondStep !== false) await finishSignIn(page, username);
}

describe.runIf(hasChromium())('sign-in screen and shell', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let context: BrowserContext;

  beforeAll(async () => {
    portal = suite.portal;
    // The admin gets a passkey first, so the screens below show the second step, not the enrolment.
    await apiLogin(portal, portal.admin.username, portal.admin.password);
  });

  /** A fresh signed-out page; `context` is its context (cookies, close). */
  const openPage = async () => {
    const page = await suite.openPage();
    context = page.context();
    return page;
  };

  it('signs the admin in with remember-me, themes and narrows the shell, and signs out again', async () => {
    // Prepare
    const page = await openPage();
    await page.addInitScript(() => {
      window.addEventListener('token-updated', () => {
        (window as unknown as { tokenUpdatedAt: number }).tokenUpdatedAt = Date.now();
      });
    });
    await page.goto('/login');
    await expect
      .poll(() => page.getByText('Problemen met inloggen? Neem contact op met de administrator.').isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('complementary', { name: 'Over het portaal' }).isVisible())
      .toBe(true);
    await saveScreenshot(page, '01-login-desktop');

    // Act: sign in with remember-me
    await signIn(page, portal.admin.username, portal.admin.password, { rememberMe: true });

    // Assess: the shell with every admin entry, the admin in the footer, the session stored
    await page.waitForURL(`${portal.url}/`);
    await expect.poll(() => navEntries(page).count()).toBe(ADMIN_ENTRIES.length);
    // The labels without the counts that /api/statistics adds beside some of them.
    const labels = (await navEntries(page).locator('.app-nav__label').allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(labels).toEqual(ADMIN_ENTRIES);
    expect(await page.getByText('Beheer', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Admin Beheerder').isVisible()).toBe(true);
    expect(await page.getByText('Administrator').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);
    // Cookie only: no script-readable token anywhere, just the non-secret user.
    const stored = await readStorage(page);
    expect([stored.token, stored.legacyToken]).toEqual([null, null]);
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ username: 'admin', role: 'admin' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { tokenUpdatedAt?: number }).tokenUpdatedAt))
      .toBeGreaterThan(0);
    const sessionCookie = (await context.cookies()).find((cookie) => cookie.httpOnly);
    expect(sessionCookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + STAFF_REMEMBER_ME_SECONDS - 600);
    expect(sessionCookie?.expires ?? 0).toBeLessThanOrEqual(Date.now() / 1000 + STAFF_REMEMBER_ME_SECONDS);
    // Only the signed-in user's own view is kept: no notes, IBAN, address or phone (issue 38).
    const storedKeys = Object.keys(JSON.parse(stored.user ?? '{}'));
    for (const field of ['notes', 'bankAccount', 'address', 'phone', 'rijksregisterNummer', 'skills']) {
      expect(storedKeys).not.toContain(field);
    }
    await saveScreenshot(page, '02-shell-admin-light');

    // Act + Assess: the theme cycles light → dark → modern → light and survives a reload
    const themeToggle = page.getByRole('button', { name: /^Thema:/ });
    expect(await currentTheme(page)).toBe('light');
    await themeToggle.click();
    expect(await currentTheme(page)).toBe('dark');
    await page.reload();
    await navEntries(page).first().waitFor();
    expect(await currentTheme(page)).toBe('dark');
    await saveScreenshot(page, '03-shell-dark-after-reload');
    await themeToggle.click();
    expect(await currentTheme(page)).toBe('modern');
    expect((await readStorage(page)).theme).toBe('modern');
    await saveScreenshot(page, '04-shell-modern');
    await themeToggle.click();
    expect(await currentTheme(page)).toBe('light');

    // Act + Assess: on a phone the sidebar is a drawer, closed until the header opens it
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => navEntries(page).first().isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect.poll(() => navEntries(page).first().isVisible()).toBe(true);
    await saveScreenshot(page, '05-phone-drawer-open');
    await page.locator('.ant-drawer-mask').click({ position: { x: PHONE_VIEWPORT.width - 20, y: 400 } });
    await expect.poll(() => navEntries(page).first().isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await navEntries(page).getByText('Agenda').click();
    await page.waitForURL(`${portal.url}/agenda`);
    await expect.poll(() => navEntries(page).first().isVisible()).toBe(false);
    // The agenda opens on its day view on a phone (issue 15).
    await page.getByRole('region', { name: 'Dagoverzicht' }).waitFor();
    await saveScreenshot(page, '06-phone-agenda');

    // Act: sign out
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Uitloggen' }).click();

    // Assess: back on the sign-in screen, storage cleared, the server session revoked
    await page.waitForURL(`${portal.url}/login`);
    const afterLogout = await readStorage(page);
    expect([afterLogout.token, afterLogout.legacyToken, afterLogout.user]).toEqual([null, null, null]);
    const me = await fetch(new URL('/api/auth/me', portal.url), {
      headers: { Cookie: `${sessionCookie?.name}=${sessionCookie?.value}` },
    });
    expect(me.status).toBe(401);

    // Assess: a protected route now shows the sign-in screen
    await page.goto('/vrijwilligers');
    await page.waitForURL(`${portal.url}/login`);
    await loginButton(page).waitFor();
    await saveScreenshot(page, '07-protected-route-after-logout');
    await context.close();
  });

  it('shows the statistics badges once /api/statistics answers, and collapses the sidebar', async () => {
    // Prepare: counts a fresh portal does not have, so each badge shows its own figure
    const page = await openPage();
    const statistics: Statistics = {
      activeVolunteers: 12,
      activeFamilies: 0,
      pendingDeclarations: 3,
      monthlyExpenses: '0.00',
      totalVolunteers: 14,
      totalFamilies: 2,
      totalDeclarations: 5,
      newFamilies: 0,
      growth: { activeVolunteers: 20, activeFamilies: null, pendingDeclarations: -25, monthlyExpenses: null },
      month: { month: '2025-01', newVolunteers: 2, endedSupervisions: 0, approvedDeclarations: 1 },
    };
    await page.route('**/api/statistics', (route) => route.fulfill({ json: statistics }));

    // Act
    await signIn(page, portal.admin.username, portal.admin.password, { rememberMe: false });
    await page.waitForURL(`${portal.url}/`);

    // Assess: counts on their entries, the pending declarations in the destructive style
    const entry = (label: string) => navEntries(page).filter({ hasText: label });
    await expect.poll(() => entry('Vrijwilligers').textContent()).toContain('12');
    expect(await entry('Gezinnen').textContent()).toContain('0');
    expect(await entry('Declaraties').textContent()).toContain('3');
    expect(await entry('Declaraties').locator('[data-alert]').count()).toBe(1);
    expect(await entry('Vrijwilligers').locator('[data-alert]').count()).toBe(0);
    await saveScreenshot(page, '11-shell-badges');

    // Act + Assess: the header button narrows the docked sidebar to icons
    await page.getByRole('button', { name: 'Menu sluiten' }).click();
    await expect
      .poll(() => page.locator('.app-shell__sider').evaluate((node) => node.getBoundingClientRect().width))
      .toBe(64);
    await saveScreenshot(page, '12-shell-collapsed');
    await context.close();
  });

  it('shows no badges when /api/statistics fails', async () => {
    // Prepare
    const page = await openPage();
    await page.route('**/api/statistics', (route) =>
      route.fulfill({ status: 500, json: { message: messages.generic.internal, code: 'INTERNAL' } }),
    );
    const statistics = page.waitForResponse('**/api/statistics');

    // Act
    await signIn(page, portal.admin.username, portal.admin.password, { rememberMe: false });

    // Assess
    expect((await statistics).status()).toBe(500);
    await navEntries(page).first().waitFor();
    expect(await page.locator('.app-nav__badge').count()).toBe(0);
    await context.close();
  });

  it("shows the server's Dutch message for a wrong password", async () => {
    // Prepare
    const page = await openPage();

    // Act
    await signIn(page, portal.admin.username, 'not-the-password', { rememberMe: false, secondStep: false });

    // Assess
    const alert = page.getByRole('alert').filter({ hasText: messages.login.invalidCredentials });
    await alert.waitFor();
    expect(page.url()).toBe(`${portal.url}/login`);
    expect((await readStorage(page)).token).toBeNull();
    await saveScreenshot(page, '08-login-wrong-password');
    await context.close();
  });

  it('clears an unreadable stored session and shows the sign-in screen on a phone', async () => {
    // Prepare
    const page = await openPage();
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('auth_token', 'stale-token');
      localStorage.setItem('auth_user', '{not json');
    });

    // Act
    await page.goto('/');

    // Assess
    await page.waitForURL(`${portal.url}/login`);
    await loginButton(page).waitFor();
    expect(await page.getByRole('complementary', { name: 'Over het portaal' }).isVisible()).toBe(false);
    const stored = await readStorage(page);
    expect([stored.token, stored.user]).toEqual([null, null]);
    await saveScreenshot(page, '09-login-phone');
    await context.close();
  });

  it('answers an unknown path with the Dutch 404 screen and a way home', async () => {
    // Prepare
    const page = await openPage();

    // Act
    const response = await page.goto('/bestaat-niet');

    // Assess
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Pagina niet gevonden' }).waitFor();
    await saveScreenshot(page, '10-not-found');
    await page.getByRole('link', { name: 'Naar de startpagina' }).click();
    await page.waitForURL(`${portal.url}/login`);
    await context.close();
  });
});
