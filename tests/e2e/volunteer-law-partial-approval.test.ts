import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../../shared/format';
import { messages } from '../../shared/messages';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

// Issue 31 item 4: an approval that would pass a ceiling is off for everyone; an admin may approve
// the part within the ceiling from the review, a coordinator sees only why not.

const COORDINATOR = {
  username: 'lwouters',
  password: 'Plafond-Niet-Overschrijden-7',
  firstName: 'Lotte',
  lastName: 'Wouters',
  email: 'lotte.wouters@example.org',
  role: 'coordinator',
};
const VOLUNTEER = {
  username: 'kdesmet',
  password: 'Dinsdag-Huiswerkklas-48',
  firstName: 'Karim',
  lastName: 'De Smet',
  email: 'karim.desmet@example.org',
};
const DESCRIPTION = 'Huiswerkklas dinsdagavond';
const law = messages.volunteerLaw;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
/** nl-BE amounts carry a no-break space after the euro sign. */
const euro = (amount: string) => new RegExp(`€\\s${amount.replace('.', '\\.').replace(',', '\\,')}`);

async function openReview(page: Page) {
  await page.goto('/declaraties');
  await page
    .getByRole('row')
    .filter({ hasText: DESCRIPTION })
    .getByRole('button', { name: 'Bekijken' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Declaratie bekijken' });
  await dialog
    .getByRole('region', { name: law.reviewTitle })
    .getByText('Dit jaar (alle organisaties)')
    .waitFor();
  return dialog;
}

describe.runIf(hasChromium())('Deel binnen het plafond goedkeuren', () => {
  const suite = browserSuite({ sharedPortal: true });

  beforeAll(async () => {
    const { portal } = suite;
    const [, volunteer] = await Promise.all([
      createUserAsAdmin(portal, COORDINATOR),
      createUserAsAdmin(portal, VOLUNTEER),
    ]);
    const admin = await apiLogin(portal, portal.admin.username, portal.admin.password);
    const year = Number(today().slice(0, 4));
    // Other organisations paid € 1.640 this year: of a full day (€ 41,48) only € 19,29 fits under € 1.659,29.
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

  it('shows a coordinator why approving is off, and no partial approval', async () => {
    // Prepare
    const page = await suite.signedInPage(COORDINATOR);

    // Act
    const dialog = await openReview(page);

    // Assess
    const approve = dialog.getByRole('button', { name: 'Goedkeuren', exact: true });
    expect(await approve.isDisabled()).toBe(true);
    expect(await dialog.getByText(law.overCeilingRefusal).count()).toBe(1);
    expect(await dialog.getByText(law.withinCeilingOnlyAdminHint(formatAmount('19.29'))).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: /Deel binnen het plafond/ }).count()).toBe(0);
    await approve.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'volunteer-law-partial-01-coordinator');
  });

  it('lets an admin approve the part within the ceiling, and shows what was claimed beside it', async () => {
    // Prepare
    const page = await suite.signedInPage(suite.portal.admin);
    const dialog = await openReview(page);
    const part = dialog.getByRole('button', { name: law.approveWithinCeiling(formatAmount('19.29')) });
    await part.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'volunteer-law-partial-02-admin');

    // Act
    await part.click();
    await page.getByText('Declaratie goedgekeurd').first().waitFor();

    // Assess
    const row = page.getByRole('row').filter({ hasText: DESCRIPTION });
    await row.getByText('Goedgekeurd', { exact: true }).waitFor();
    expect((await row.textContent()) ?? '').toMatch(euro('19,29'));
    await saveScreenshot(page, 'volunteer-law-partial-03-approved');
    await row.getByRole('button', { name: 'Bekijken' }).click();
    const approved = page.getByRole('dialog', { name: 'Declaratie bekijken' });
    await approved.getByText(law.claimedLabel, { exact: true }).waitFor();
    const text = (await approved.textContent()) ?? '';
    expect(text).toMatch(euro('41,48'));
    expect(text).toContain('Goedgekeurd binnen het plafond van de vrijwilligerswet');
    await saveScreenshot(page, 'volunteer-law-partial-04-claimed');
  });
});
