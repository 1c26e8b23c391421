import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn as signInAs } from './support/session';
import { browserSuite } from './support/suite';

// By its visible title: a closed antd dialog may stay mounted while another one opens.
const dialogTitled = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: title });

/**
 * `npm run dev`: Vite's dev server runs React StrictMode, whose double mount once emptied every
 * form dialog. A smoke test of the edit and add dialogs against the dev server.
 */
describe.runIf(hasChromium())('forms under the dev server (React StrictMode)', () => {
  const suite = browserSuite({ portal: { web: 'dev' } });
  let portal: TestPortal;

  beforeAll(async () => {
    portal = suite.portal;
    await createUserAsAdmin(portal, {
      username: 'jan.peeters',
      password: 'Zonnige-Dinsdag-42',
      firstName: 'Jan',
      lastName: 'Peeters',
      email: 'jan.peeters@example.org',
    });
    const token = await apiLogin(portal, portal.admin.username, portal.admin.password);
    await callApi(portal, 'POST', '/api/families', {
      token,
      body: { parentName: 'Familie Claes', childName: 'Emma', childAge: 8, guidanceStatus: 'actief' },
    });
  });

  const signIn = async () => {
    const page = await suite.openPage();
    // The dev server compiles each module on first request: slow on a busy machine.
    page.setDefaultTimeout(90_000);
    // The admin takes the second step like every staff member (support/session.ts).
    await signInAs(page, portal.admin.username, portal.admin.password);
    return page;
  };

  it('opens a volunteer’s edit dialog with their values and saves it', async () => {
    // Prepare
    const page = await signIn();
    await page.goto('/vrijwilligers');

    // Act
    await row(page, 'Jan Peeters').getByRole('button', { name: 'Bewerken' }).click({ timeout: 60_000 });

    // Assess: the dialog shows the volunteer, then saves a change
    const dialog = dialogTitled(page, 'Vrijwilliger bewerken');
    await expect.poll(() => dialog.getByLabel('Voornaam').inputValue()).toBe('Jan');
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('jan.peeters@example.org');
    await saveScreenshot(page, 'dev-mode-volunteer-edit');
    await dialog.getByLabel('Telefoon').fill('0470 99 88 77');
    await dialog.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await toast(page, messages.volunteers.updated).waitFor();
    const users = await callApi<{ items: { username: string; phone: string | null }[] }>(
      portal,
      'GET',
      '/api/users?search=jan',
      { token: await apiLogin(portal, portal.admin.username, portal.admin.password) },
    );
    expect(users.items.find((user) => user.username === 'jan.peeters')?.phone).toBe('0470 99 88 77');
  });

  it('keeps a new volunteer’s defaults and a family’s values under the dev server', async () => {
    // Prepare
    const page = await signIn();
    await page.goto('/vrijwilligers');

    // Act + Assess: the add dialog shows Rol and Status filled in
    await page.getByRole('button', { name: 'Vrijwilliger toevoegen' }).click({ timeout: 60_000 });
    const add = dialogTitled(page, 'Vrijwilliger toevoegen');
    await add.getByText(/^Vrijwilliger –/).waitFor();
    await add.getByText('Nu een wachtwoord instellen').click();
    expect(await add.getByText('Actief', { exact: true }).count()).toBeGreaterThan(0);
    await add.getByRole('button', { name: 'Annuleren' }).click();

    // Act + Assess: a family's edit dialog shows the family
    await page.goto('/gezinnen');
    await page
      .getByRole('button', { name: 'Gezin Familie Claes bewerken' })
      .first()
      .click({ timeout: 60_000 });
    const family = dialogTitled(page, 'Gezin bewerken');
    await expect.poll(() => family.getByLabel('Naam ouder/voogd').inputValue()).toBe('Familie Claes');
    expect(await family.getByLabel('Naam kind').inputValue()).toBe('Emma');
  });
});
