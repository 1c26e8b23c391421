import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { chooseInSelect } from './support/select';
import { dismissToasts, signIn } from './support/session';
import { browserSuite } from './support/suite';

const m = messages.accounting;
const TREASURER = {
  username: 'lvermeulen',
  password: 'Kasboek-Op-Vrijdag-58',
  firstName: 'Lies',
  lastName: 'Vermeulen',
  email: 'lies.vermeulen@example.org',
  role: 'bestuurslid',
};
const COORDINATOR = {
  username: 'jpeeters',
  password: 'Gezinnen-Op-Dinsdag-19',
  firstName: 'Jan',
  lastName: 'Peeters',
  email: 'jan.peeters@example.org',
  role: 'coordinator',
};

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });
const card = (page: Page, title: string) => page.locator('.ant-card').filter({ hasText: title });

async function pickOption(page: Page, text: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

async function openBookkeeping(page: Page) {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Boekhouding' })
    .click();
  await page.getByRole('heading', { name: 'Boekhouding', level: 3 }).waitFor();
}

async function addTransaction(
  page: Page,
  fields: { type: string; description: string; category: string; amount: string; bankAccount?: string },
) {
  await page.getByRole('button', { name: 'Nieuwe Transactie' }).click();
  const form = dialog(page);
  await form.getByLabel('Type').click();
  await pickOption(page, fields.type);
  await form.getByLabel('Beschrijving').fill(fields.description);
  await form.getByLabel('Categorie').click();
  await pickOption(page, fields.category);
  await form.getByLabel('Bedrag (€)').fill(fields.amount);
  if (fields.bankAccount) {
    await form.getByLabel('Bankrekening').click();
    await pickOption(page, fields.bankAccount);
  }
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await toast(page, m.created).waitFor();
  await form.waitFor({ state: 'hidden' });
  await dismissToasts(page);
}

describe.runIf(hasChromium())('Boekhouding', () => {
  const suite = browserSuite();
  let portal: TestPortal;

  beforeAll(async () => {
    portal = suite.portal;
    await Promise.all([createUserAsAdmin(portal, TREASURER), createUserAsAdmin(portal, COORDINATOR)]);
  });

  const openPage = (options: BrowserContextOptions = {}) =>
    suite.openPage({ acceptDownloads: true, ...options });

  it('lets a bestuurslid add a bank account and a transaction, approve the admin’s (not her own, and the screen says why), see the totals move and download the Excel file', async () => {
    // Prepare
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, TREASURER.username, TREASURER.password);
    await openBookkeeping(page);
    await card(page, 'Totale inkomsten').getByText('€ 0,00').waitFor();

    // Act: a bank account and two transactions
    await page.getByRole('button', { name: 'Bankrekening toevoegen' }).click();
    await dialog(page).getByLabel('Naam').fill('Zichtrekening');
    await dialog(page).getByLabel('Bank', { exact: true }).fill('KBC');
    await dialog(page).getByLabel('Rekeningnummer (IBAN)').fill('BE68 5390 0754 7034');
    await dialog(page).getByLabel('Saldo (€)').fill('100');
    await dialog(page).getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, m.bankAccountCreated).waitFor();
    await dismissToasts(page);
    const accounts = card(page, 'Bankrekeningen');
    await accounts.getByText('BE68 5390 0754 7034').waitFor();
    await accounts.getByText('€ 100,00').waitFor();

    // Four eyes: the gift is entered by the admin, so the treasurer may approve it.
    const adminToken = await apiLogin(portal, portal.admin.username, portal.admin.password);
    await callApi(portal, 'POST', '/api/accounting/entries', {
      token: adminToken,
      body: {
        type: 'incoming',
        date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date()),
        description: 'Gift van de bakker',
        category: 'Donaties',
        amount: '1250.50',
        bankAccount: 'BE68539007547034',
      },
    });
    await addTransaction(page, {
      type: 'Uitgaand',
      description: 'Huur zaal',
      category: 'Huur',
      amount: '80',
    });

    await page.getByRole('tab', { name: 'Transacties' }).click();
    const gift = page.getByRole('row').filter({ hasText: 'Gift van de bakker' });
    await gift.getByText('In afwachting').waitFor();
    await saveScreenshot(page, 'accounting-01-transactions-pending');
    const ownApprove = page
      .getByRole('row')
      .filter({ hasText: 'Huur zaal' })
      .getByRole('button', { name: `Huur zaal goedkeuren: ${messages.approvals.entry['created-it']}` });
    expect(await ownApprove.isDisabled()).toBe(true);
    await gift.getByRole('button', { name: 'Gift van de bakker goedkeuren' }).click();
    await toast(page, m.approved).waitFor();
    await dismissToasts(page);
    await gift.getByText('Goedgekeurd').waitFor();
    await gift.getByText('Lies Vermeulen').waitFor();

    // Assess: the cards, the balance and the breakdown follow the approval only
    await page.getByRole('tab', { name: 'Overzicht' }).click();
    await card(page, 'Totale inkomsten').getByText('€ 1.250,50').waitFor();
    await card(page, 'Totale uitgaven').getByText('€ 0,00').waitFor();
    await card(page, 'Netto resultaat').getByText('€ 1.250,50').waitFor();
    await accounts.getByText('€ 1.350,50').waitFor();
    await saveScreenshot(page, 'accounting-02-overview');
    await expectNoSeriousAxeViolations(page, 'Boekhouding, overzicht');

    await page.getByRole('tab', { name: 'Rapporten' }).click();
    const breakdown = card(page, 'Per categorie').getByRole('row').filter({ hasText: 'Donaties' });
    await breakdown.getByText('€ 1.250,50').waitFor();
    expect(await card(page, 'Per categorie').getByText('Huur').count()).toBe(0);
    await saveScreenshot(page, 'accounting-03-reports');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Rapport' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    const file = await readFile(await download.path());
    await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    const rows = workbook.getWorksheet(m.sheets.entries)?.getSheetValues().slice(2) as unknown[][];
    expect(download.suggestedFilename()).toMatch(/boekhouding .* tot .*\.xlsx$/);
    expect(rows.map((row) => [row[3], row[5], row[6]]).sort()).toEqual([
      ['Gift van de bakker', 1250.5, 'Goedgekeurd'],
      ['Huur zaal', 80, 'In afwachting'],
    ]);
  });

  it('shows a coordinator the books on a phone without approve buttons or bank-account management', async () => {
    // Prepare
    const page = await openPage({ viewport: PHONE_VIEWPORT });
    await signIn(page, COORDINATOR.username, COORDINATOR.password);
    await page.goto('/boekhouding');
    await page.getByRole('heading', { name: 'Boekhouding', level: 3 }).waitFor();

    // Act
    await addTransaction(page, {
      type: 'Uitgaand',
      description: 'Schriften',
      category: 'Materialen',
      amount: '12,40',
    });
    await chooseInSelect(page, 'Onderdeel van de boekhouding', 'Transacties');
    const row = page.getByRole('row').filter({ hasText: 'Schriften' });
    await row.getByText('In afwachting').waitFor();

    // Assess
    expect(await row.getByRole('button', { name: 'Schriften goedkeuren' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Schriften bewerken' }).count()).toBe(1);
    await chooseInSelect(page, 'Onderdeel van de boekhouding', 'Overzicht');
    expect(await page.getByRole('button', { name: 'Bankrekening toevoegen' }).count()).toBe(0);
    await saveScreenshot(page, 'accounting-04-coordinator-phone');
    await expectNoSeriousAxeViolations(page, 'Boekhouding (coördinator, telefoon)');
  });
});
