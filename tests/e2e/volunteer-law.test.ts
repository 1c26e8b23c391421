import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

// Issue 31 part A: the reviewer sees the volunteer law before approving; the admin keeps the figures.

const COORDINATOR = {
  username: 'hpeeters',
  password: 'Plafonds-Bewaken-2024',
  firstName: 'Hilde',
  lastName: 'Peeters',
  email: 'hilde.peeters@example.org',
  role: 'coordinator',
};
const VOLUNTEER = {
  username: 'ojanssens',
  password: 'Rekenen-Op-Woensdag-61',
  firstName: 'Omar',
  lastName: 'Janssens',
  email: 'omar.janssens@example.org',
};
const DESCRIPTION = 'Huiswerkklas woensdagnamiddag';
const law = messages.volunteerLaw;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
/** nl-BE amounts carry a no-break space after the euro sign. */
const euro = (amount: string) => new RegExp(`€\\s${amount.replace('.', '\\.').replace(',', '\\,')}`);
const dialog = (page: Page) => page.getByRole('dialog');

describe.runIf(hasChromium())('Vrijwilligerswet', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    const { portal } = suite;
    const [, volunteer] = await Promise.all([
      createUserAsAdmin(portal, COORDINATOR),
      createUserAsAdmin(portal, VOLUNTEER),
    ]);
    const admin = await apiLogin(portal, portal.admin.username, portal.admin.password);
    const year = Number(today().slice(0, 4));
    // A flat-rate year in which other organisations already paid € 1.640: a full day passes the ceiling.
    await callApi(portal, 'PUT', `/api/users/${volunteer.id}/volunteer-law/${year}`, {
      token: admin,
      body: { regime: 'flat', otherOrganisationsAmount: '1640', expectedVersion: 0 },
    });
    const token = await apiLogin(portal, VOLUNTEER.username, VOLUNTEER.password);
    await callApi(portal, 'POST', '/api/declarations', {
      token,
      body: { type: 'allowance', description: DESCRIPTION, date: today() },
    });
  });

  it('shows a coordinator the yearly total, the ceiling it would pass and the fallback warning before approving', async () => {
    // Prepare
    const page = await suite.signedInPage(COORDINATOR);
    await page.goto('/declaraties?filter=pending');
    const row = page.getByRole('row').filter({ hasText: DESCRIPTION });

    // Act
    await row.getByRole('button', { name: 'Bekijken' }).click();
    const panel = dialog(page).getByRole('region', { name: law.reviewTitle });
    await panel.getByText('Dit jaar (alle organisaties)').waitFor();

    // Assess
    const text = (await panel.textContent()) ?? '';
    expect(text).toMatch(euro('1.640,00'));
    expect(text).toMatch(euro('1.681,48'));
    expect(text).toMatch(euro('1.659,29'));
    expect(text).toContain(law.yearMissing(Number(today().slice(0, 4)), 2024));
    expect(text).toContain('over het jaarplafond');
    await saveScreenshot(page, 'volunteer-law-01-review');
  });

  it('shows an admin the chosen regime on the volunteer’s profile and the missing figures on the dashboard', async () => {
    // Prepare
    const page = await suite.signedInPage(suite.portal.admin);
    await page.getByRole('alert').filter({ hasText: 'Bedragen van de vrijwilligerswet ontbreken' }).waitFor();
    await saveScreenshot(page, 'volunteer-law-03-dashboard');

    // Act
    await page.goto('/vrijwilligers');
    await page
      .getByRole('row')
      .filter({ hasText: 'Omar Janssens' })
      .getByRole('button', { name: 'Bewerken' })
      .click();
    const section = dialog(page).getByRole('region', { name: 'Vrijwilligerswet' });
    await section.getByText('Goedgekeurde forfaitaire vergoedingen').waitFor();

    // Assess
    expect(await section.getByRole('radio', { name: law.regimeLabels.flat }).isChecked()).toBe(true);
    expect(await section.getByLabel('Van andere organisaties dit jaar (€)').inputValue()).toBe('1640,00');
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'volunteer-law-04-profile');
  });

  it('shows an admin the figures per year and period, with the warning that this year is missing', async () => {
    // Prepare
    const page = await suite.signedInPage(suite.portal.admin);

    // Act
    await page.goto('/instellingen');
    await page.getByRole('tab', { name: 'Vrijwilligerswet' }).click();
    const form = page.getByRole('form', { name: 'Bedragen vrijwilligerswet' });
    await form.waitFor();

    // Assess
    await expect.poll(async () => page.getByText('Bedragen ontbreken').count()).toBe(1);
    expect(await form.getByLabel('Per jaar (€)').nth(2).inputValue()).toBe('1659,29');
    await saveScreenshot(page, 'volunteer-law-02-settings');
  });
});
