import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { AccountingEntry } from '../../shared/schemas/accounting';
import type { Declaration } from '../../shared/schemas/declarations';
import { apiLogin, callApi, createUserAsAdmin, type UserFields } from './support/api';
import { bankPerson } from './support/bank-people';
import { hasChromium } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

/**
 * Issue 34, item 1's "other approved outgoing entries with a payee IBAN" on screen: the treasurer
 * pays an approved outgoing transaction with a payee together with a volunteer's declaration in one
 * pain.001 file; the type column tells them apart.
 */
const m = messages.bank;
const TREASURER = bankPerson('tmaes', 'Tine', 'Maes', 'bestuurslid');
const VOLUNTEER = bankPerson('kdesmet', 'Karel', 'De Smet', 'vrijwilliger', 'BE71096123456769');
const REVIEWER = bankPerson('rjacobs', 'Rik', 'Jacobs', 'bestuurslid');
const PRINTER_IBAN = 'BE43068999999501';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

describe.runIf(hasChromium())('Te betalen: a transaction with a payee', () => {
  const suite = browserSuite();
  let portal: TestPortal;

  beforeAll(async () => {
    portal = suite.portal;
    const admin = await apiLogin(portal, portal.admin.username, portal.admin.password);
    for (const fields of [TREASURER, VOLUNTEER, REVIEWER])
      await createUserAsAdmin(portal, fields as UserFields);
    const reviewer = await apiLogin(portal, REVIEWER.username, REVIEWER.password);
    await callApi(portal, 'POST', '/api/accounting/bank-accounts', {
      token: admin,
      body: { name: 'Zichtrekening', bankName: 'KBC', accountNumber: 'BE68539007547034', bic: 'KREDBEBB' },
    });
    const volunteer = await apiLogin(portal, VOLUNTEER.username, VOLUNTEER.password);
    const declaration = await callApi<Declaration>(portal, 'POST', '/api/declarations', {
      token: volunteer,
      body: { type: 'expense', description: 'Knutselgerief', amount: '15.00', date: today() },
    });
    await callApi(portal, 'PATCH', `/api/declarations/${declaration.id}/status`, {
      token: reviewer,
      body: { status: 'approved', expectedVersion: declaration.version },
    });
    // The admin types the printer's IBAN; the reviewer approves; the treasurer pays.
    const entry = await callApi<AccountingEntry>(portal, 'POST', '/api/accounting/entries', {
      token: admin,
      body: {
        type: 'outgoing',
        date: today(),
        description: 'Affiches opendeurdag',
        category: 'Materialen',
        amount: '85.00',
        payeeName: 'Drukkerij Peeters',
        payeeIban: PRINTER_IBAN,
      },
    });
    await callApi(portal, 'POST', `/api/accounting/entries/${entry.id}/approve`, {
      token: reviewer,
      body: { expectedVersion: entry.version },
    });
  });

  it('pays the transaction and the declaration in one file and shows both in betaling', async () => {
    // Prepare
    const page = await suite.signedInPage(TREASURER, {
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
    });
    await page.goto('/boekhouding');
    await page.getByRole('tab', { name: m.payablesTitle }).click();

    // Act
    await page.getByRole('checkbox', { name: /^Drukkerij Peeters, Affiches opendeurdag/ }).check();
    await page.getByRole('checkbox', { name: /^Karel De Smet, Knutselgerief/ }).check();
    await page.getByText(m.selection(2, '€\u00a0100,00')).waitFor();
    await saveScreenshot(page, 'bank-payables-with-payee');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: m.exportButton }).click(),
    ]);
    const xml = await readFile(String(await download.path()), 'utf8');

    // Assess
    expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(2);
    expect(xml).toContain(`<IBAN>${PRINTER_IBAN}</IBAN>`);
    expect(xml).toContain('<InstdAmt Ccy="EUR">85.00</InstdAmt>');
    expect(xml).toContain('<CtrlSum>100.00</CtrlSum>');
    const printerRow = page.getByRole('row').filter({ hasText: 'Drukkerij Peeters' });
    await printerRow.getByText('In betaling').waitFor();
    await expect(printerRow.textContent()).resolves.toContain(m.payableKinds.entry);
    await page.getByRole('row').filter({ hasText: 'Karel De Smet' }).getByText('In betaling').waitFor();
    await saveScreenshot(page, 'bank-payables-with-payee-in-payment');

    // Transacties shows the payee under the description and the payment beside the status.
    await page.getByRole('tab', { name: 'Transacties' }).click();
    const printerEntry = page
      .getByRole('row')
      .filter({ hasText: messages.accounting.payeeLine('Drukkerij Peeters') });
    await printerEntry.getByText('In betaling').waitFor();
    await saveScreenshot(page, 'bank-transactions-with-payee');

    // The transaction dialog asks an outgoing transaction's payee.
    await page.getByRole('button', { name: 'Nieuwe Transactie' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Nieuwe transactie' });
    await dialog.getByLabel('IBAN begunstigde').fill('BE43 0689 9999 9502');
    await dialog.getByLabel('Begunstigde', { exact: true }).click();
    await dialog.getByText(messages.accounting.payeeIbanInvalid).waitFor();
    await saveScreenshot(page, 'bank-entry-dialog-payee');
  });
});
