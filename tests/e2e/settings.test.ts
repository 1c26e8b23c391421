import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '../../shared/messages/settings';
import { MINIMAL_PNG } from '../integration/support/files';
import { createUserAsAdmin } from './support/api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import { waitForMailTo } from './support/mailbox';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { dismissToasts, signIn } from './support/session';
import { browserSuite } from './support/suite';

const m = settingsMessages;
const VOLUNTEER = {
  username: 'instellingen-vrijwilliger',
  password: 'Instellingen-Vrijwilliger-47',
  firstName: 'Nora',
  lastName: 'Wouters',
  email: 'nora.wouters@example.org',
};
const INVITEE = {
  username: 'instellingen-genodigde',
  password: 'Instellingen-Genodigde-53',
  firstName: 'Lotte',
  lastName: 'Claes',
  email: 'lotte.claes@example.org',
};
const ORGANISATION = 'Huiswerkhulp Gent';
const WELCOME = 'Fijn dat u er bent! Vergeet de teamvergadering van vrijdag niet.';

const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: title });
const euro = (amount: string) => new RegExp(`€\\s${amount.replace(',', '\\,')}`);

describe.runIf(hasChromium())('Instellingen en externe links', () => {
  const suite = browserSuite();
  let portal: TestPortal;

  beforeAll(async () => {
    portal = suite.portal;
    await createUserAsAdmin(portal, VOLUNTEER);
    await createUserAsAdmin(portal, INVITEE);
  });

  const { openPage, signedInPage } = suite;
  const signedInAdmin = () => signedInPage(portal.admin);

  const saveField = async (page: Page, label: string, value: string) => {
    await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: `${label} opslaan` }).click();
    await toast(page, m.settings.saved).waitFor();
    await dismissToasts(page);
  };

  it('shows the organisation name and logo an admin set on the signed-out login page, and applies the mileage rate', async () => {
    // Prepare
    const admin = await signedInAdmin();
    await admin.goto('/instellingen');
    await admin.getByRole('tab', { name: 'Organisatie' }).waitFor();

    // Act
    await saveField(admin, 'Naam organisatie', ORGANISATION);
    await admin
      .getByTestId('logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: MINIMAL_PNG });
    await toast(admin, m.settings.logoSaved).waitFor();
    await dismissToasts(admin);
    await saveField(admin, 'Kilometervergoeding (€ per km)', '0,35');
    await saveScreenshot(admin, 'settings-01-organisation');
    await expectNoSeriousAxeViolations(admin, '/instellingen');

    // Assess: signed out, the login page shows both
    const visitor = await openPage();
    await visitor.goto('/login');
    await visitor.getByText(ORGANISATION).first().waitFor();
    await expect
      .poll(() => visitor.getByRole('img', { name: ORGANISATION }).getAttribute('src'), { timeout: 15_000 })
      .toMatch(/^data:image\/png;base64,/);
    await saveScreenshot(visitor, 'settings-02-login-with-logo');

    // Assess: the shell shows the name too, and a new 10 km declaration is € 3,50
    const volunteer = await signedInPage(VOLUNTEER);
    await volunteer.locator('.app-sidebar__brand').getByText(ORGANISATION).waitFor();
    await volunteer.goto('/declaraties');
    await volunteer.getByRole('button', { name: 'Nieuwe declaratie' }).click();
    const form = volunteer.getByRole('dialog');
    await form.getByText('Kilometervergoeding').click();
    await form.getByLabel('Beschrijving').fill('Rit naar huiswerkklas');
    await form.getByLabel('Kilometers').fill('10');
    await expect
      .poll(() => form.getByLabel('Berekend bedrag').textContent(), { timeout: 15_000 })
      .toMatch(euro('3,50'));
    await form.getByRole('button', { name: 'Indienen' }).click();
    const row = volunteer.getByRole('row').filter({ hasText: 'Rit naar huiswerkklas' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(euro('3,50'));
  });

  it('shows a volunteer the links in the order the admin gave them, without edit buttons, and refuses /instellingen', async () => {
    // Prepare: an admin adds two links, then puts the second first
    const admin = await signedInAdmin();
    await admin.goto('/navigatie');
    for (const [title, url] of [
      ['Stad Gent', 'https://stad.gent'],
      ['Bibliotheek', 'https://bib.gent'],
    ]) {
      await admin.getByRole('button', { name: 'Link toevoegen' }).click();
      const form = admin.getByRole('dialog');
      await form.getByLabel('Titel').fill(title as string);
      await form.getByLabel('URL').fill(url as string);
      await form.getByRole('button', { name: 'Toevoegen' }).click();
      await toast(admin, m.links.added).waitFor();
      await dismissToasts(admin);
    }
    await admin.getByRole('button', { name: 'Bibliotheek bewerken' }).click();
    const edit = admin.getByRole('dialog');
    await edit.getByLabel('Volgorde').fill('0');
    await edit.getByRole('button', { name: 'Opslaan' }).click();
    await toast(admin, m.links.updated).waitFor();
    await admin.getByRole('button', { name: 'Stad Gent bewerken' }).click();
    await admin.getByRole('dialog').getByLabel('Volgorde').fill('1');
    await admin.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
    await expect
      .poll(() => admin.locator('.link-card__title').allTextContents(), { timeout: 15_000 })
      .toEqual([' Bibliotheek', ' Stad Gent']);

    // Act
    const volunteer = await signedInPage(VOLUNTEER, { viewport: PHONE_VIEWPORT });
    await volunteer.goto('/navigatie');

    // Assess
    await expect
      .poll(() => volunteer.locator('.link-card__title').allTextContents(), { timeout: 15_000 })
      .toEqual([' Bibliotheek', ' Stad Gent']);
    expect(await volunteer.getByRole('button', { name: /bewerken|verwijderen/ }).count()).toBe(0);
    expect(await volunteer.getByRole('button', { name: 'Link toevoegen' }).count()).toBe(0);
    const visit = volunteer.getByRole('link', { name: 'Bezoeken' }).first();
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toContain('noopener');
    expect(await visit.getAttribute('href')).toBe('https://bib.gent');
    await saveScreenshot(volunteer, 'settings-03-links-phone');
    await expectNoSeriousAxeViolations(volunteer, '/navigatie');

    await volunteer.goto('/instellingen');
    await volunteer.getByText(m.settings.accessDeniedTitle).waitFor();
    expect(await volunteer.getByText(m.settings.accessDeniedText).count()).toBe(1);
  });

  it('shows a volunteer the welcome text and the default theme an admin set, while a theme of their own wins', async () => {
    // Prepare
    const admin = await signedInAdmin();
    await admin.goto('/instellingen');
    await admin.getByRole('tab', { name: 'Uiterlijk' }).click();

    // Act
    await saveField(admin, 'Welkomsttekst dashboard', WELCOME);
    await admin.getByLabel('Standaardthema', { exact: true }).click();
    await admin.locator('.ant-select-item-option').filter({ hasText: 'Donker' }).click();
    await admin.getByRole('button', { name: 'Standaardthema opslaan' }).click();
    await toast(admin, m.settings.saved).waitFor();
    await dismissToasts(admin);
    await expectNoSeriousAxeViolations(admin, '/instellingen (uiterlijk)');

    // Assess: a volunteer who never chose a theme gets the default and reads the welcome text
    const volunteer = await signedInPage(VOLUNTEER);
    await volunteer.getByText(WELCOME).waitFor();
    await expect
      .poll(() => volunteer.evaluate(() => document.documentElement.dataset.theme), { timeout: 15_000 })
      .toBe('dark');
    await saveScreenshot(volunteer, 'settings-04-dashboard-welcome-dark');

    // Assess: in a browser where they chose the light theme, that choice stays
    const ownChoice = await openPage();
    await ownChoice.addInitScript(() => localStorage.setItem('theme', 'light'));
    await signIn(ownChoice, VOLUNTEER.username, VOLUNTEER.password);
    await ownChoice.getByText(WELCOME).waitFor();
    expect(await ownChoice.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  });

  it('sends an invitation with the subject an admin gave the invitation template in the templates tab', async () => {
    // Prepare
    const admin = await signedInAdmin();
    await admin.goto('/instellingen');
    await admin.getByRole('tab', { name: 'Sjablonen' }).click();
    const card = admin
      .locator('.ant-card')
      .filter({ has: admin.locator('.ant-card-head-title', { hasText: /^Uitnodiging$/ }) });

    // Act: change the subject and save
    await card.getByLabel('Onderwerp').fill('Doe mee, [VOORNAAM]!');
    await card.getByRole('button', { name: 'Sjabloon opslaan' }).click();
    await toast(admin, m.settings.templateSaved).waitFor();
    await dismissToasts(admin);
    await saveScreenshot(admin, 'settings-05-templates');

    // Act: invite a user from the volunteers list
    await admin.goto('/vrijwilligers');
    const row = admin.getByRole('row').filter({ hasText: `${INVITEE.firstName} ${INVITEE.lastName}` });
    await row.getByRole('button', { name: 'Uitnodiging versturen' }).click();

    // Assess
    const mail = await waitForMailTo(portal.mailboxUrl, INVITEE.email);
    expect(mail.subject).toBe(`Doe mee, ${INVITEE.firstName}!`);
  });
});
