import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

const m = messages.bank;
const STATEMENT = fileURLToPath(new URL('../fixtures/bank/reconcile.camt053.xml', import.meta.url));
const TREASURER = {
  username: 'hmaes.penning',
  password: 'Uittreksel-Op-Maandag-73',
  firstName: 'Hilde',
  lastName: 'Claes',
  email: 'hilde.claes@example.org',
  role: 'bestuurslid',
};

const linesCard = (page: Page) => page.locator('.ant-card').filter({ hasText: m.linesTitle });
const row = (page: Page, text: string) => linesCard(page).locator('tr').filter({ hasText: text });

describe.runIf(hasChromium())('reconciling a bank statement (issue 34)', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    await createUserAsAdmin(suite.portal, TREASURER);
    const token = await apiLogin(suite.portal, TREASURER.username, TREASURER.password);
    await callApi(suite.portal, 'POST', '/api/accounting/bank-accounts', {
      token,
      body: {
        name: 'Zichtrekening',
        bankName: 'KBC',
        accountNumber: 'BE68539007547034',
        currentBalance: '500.00',
      },
    });
    await callApi(suite.portal, 'POST', '/api/accounting/entries', {
      token,
      body: {
        type: 'incoming',
        date: '2026-11-01',
        description: 'Bijdrage zomerkamp Maes',
        category: 'Evenementen',
        amount: '120.00',
      },
    });
  });

  it('imports a statement, confirms a proposed match, books an unmatched line and shows the difference', async () => {
    const page = await suite.signedInPage(TREASURER, { viewport: { width: 1280, height: 900 } });
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Boekhouding' })
      .click();
    await page.getByRole('tab', { name: m.bankTab }).click();

    await page.locator('input[type=file]').setInputFiles(STATEMENT);
    await page.getByText(m.statementImported(2, 0, 0)).waitFor();
    await expect
      .poll(() => page.locator('.ant-statistic').filter({ hasText: m.differenceLabel }).innerText())
      .toContain('112,50');
    await row(page, 'Familie Maes').getByText('Bijdrage zomerkamp Maes').waitFor();
    await saveScreenshot(page, 'bank-reconcile-imported');

    await row(page, 'Familie Maes')
      .getByRole('button', { name: `${m.confirmMatch}: Bijdrage zomerkamp Maes` })
      .click();
    await row(page, 'Familie Maes').waitFor({ state: 'detached' });

    await row(page, 'KBC Bank').getByText(m.noProposals).waitFor();
    await row(page, 'KBC Bank').getByRole('button', { name: m.bookAsNew }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(m.bookCategory).fill('Bank kosten');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Bank kosten' })
      .click();
    await saveScreenshot(page, 'bank-reconcile-book-dialog');
    await dialog.getByRole('button', { name: m.bookSave }).click();
    await dialog.waitFor({ state: 'hidden' });
    await linesCard(page).getByText(m.noUnmatched).waitFor();

    await linesCard(page).getByLabel(m.linesFilter).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: m.showAll })
      .click();
    await row(page, 'Familie Maes').getByText(m.lineStates.matched).waitFor();
    await row(page, 'KBC Bank').getByText(m.lineStates.booked).waitFor();
    await saveScreenshot(page, 'bank-reconcile-handled');

    await page.getByRole('tab', { name: 'Transacties' }).click();
    await page.getByText('KBC Bank – Beheerskosten november').waitFor();
  });
});
