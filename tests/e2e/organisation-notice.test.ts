import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { volunteerRecordMessages } from '../../shared/messages/volunteer-records';
import { MINIMAL_PDF } from '../integration/support/files';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

/**
 * Issue 31 item 6: an admin publishes the organisation notice on the volunteers screen; a volunteer
 * who signs in next is held on the acknowledgement screen until they confirm, and the list shows who
 * has not.
 */

const m = volunteerRecordMessages;
const VOLUNTEER = {
  username: 'lvermeulen',
  password: 'Herfst-Wandeling-Gent-31',
  firstName: 'Lies',
  lastName: 'Vermeulen',
  email: 'lies.vermeulen@example.org',
};

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe.runIf(hasChromium())('organisation notice', () => {
  const suite = browserSuite();
  let volunteerId: number;

  beforeAll(async () => {
    volunteerId = (await createUserAsAdmin(suite.portal, VOLUNTEER)).id;
    const admin = await apiLogin(suite.portal, suite.portal.admin.username, suite.portal.admin.password);
    await callApi(suite.portal, 'PUT', `/api/users/${volunteerId}/screening`, {
      token: admin,
      body: { extractDate: '2025-02-03', worksWithMinors: true },
    });
  });

  it('is published by an admin, acknowledged by a volunteer at sign-in, and shown per volunteer', async () => {
    // Arrange: the admin on the volunteers list, before any notice
    const adminPage = await suite.signedInPage(suite.portal.admin);
    await adminPage.goto('/vrijwilligers');
    await adminPage.getByTestId('notice-panel').getByText(m.notice.noNotice).waitFor();

    // Act: publish a PDF as the notice
    await adminPage.getByTestId('notice-input').setInputFiles({
      name: 'organisatienota.pdf',
      mimeType: 'application/pdf',
      buffer: MINIMAL_PDF,
    });

    // Assess: version 1 is current and the volunteer has not acknowledged it
    await adminPage.getByTestId('notice-panel').getByText('Huidige versie: 1').waitFor();
    const volunteerRow = row(adminPage, 'Lies Vermeulen');
    await volunteerRow.getByText(m.notice.notAcknowledged).waitFor();
    expect(await volunteerRow.textContent()).toContain('596.2: 03-02-2025');
    expect(await volunteerRow.textContent()).toContain(m.screening.minorsTag);
    await saveScreenshot(adminPage, 'organisation-notice-01-list-not-acknowledged');

    // Act: the volunteer signs in and meets the notice before anything else
    const page = await suite.openPage();
    await page.goto('/login');
    await page.getByLabel('Gebruikersnaam').fill(VOLUNTEER.username);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(VOLUNTEER.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('heading', { name: m.notice.title }).waitFor();
    const confirm = page.getByRole('button', { name: m.notice.confirm });
    expect(await confirm.isDisabled()).toBe(true);
    expect(await page.locator('.app-header').count()).toBe(0);
    await saveScreenshot(page, 'organisation-notice-02-acknowledgement');
    await page.getByText(m.notice.confirmCheckbox).click();
    await confirm.click();

    // Assess: the portal opens, and the list shows the acknowledged version
    await page.locator('.app-header').waitFor();
    await adminPage.reload();
    await row(adminPage, 'Lies Vermeulen').getByText(m.notice.acknowledgedVersion(1)).waitFor();
    await saveScreenshot(adminPage, 'organisation-notice-03-list-acknowledged');
  });
});
