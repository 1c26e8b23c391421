import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { Declaration } from '../../shared/schemas/declarations';
import { apiLogin, callApi, createUserAsAdmin, type UserFields } from './support/api';
import { bankPerson } from './support/bank-people';
import { hasChromium } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

/**
 * Issue 34, the paying side on screen: the treasurer pays two volunteers' approved declarations with
 * one pain.001 file, sees them in betaling, is asked before paying them again, and cannot pay herself.
 */
const m = messages.bank;
const TREASURER = bankPerson('lvermeulen', 'Lies', 'Vermeulen', 'bestuurslid', 'NL91ABNA0417164300');
const COORDINATOR = bankPerson('jpeeters', 'Jan', 'Peeters', 'coordinator', 'BE62510007547061');
const ANNA = bankPerson('aclaes', 'Anna', 'Claes', 'vrijwilliger', 'BE71096123456769');
const BERT = bankPerson('bwouters', 'Bert', 'Wouters', 'vrijwilliger', 'BE43068999999501');
/** Approves: the admin set everyone's IBAN when creating them, so four eyes keep the admin from approving. */
const REVIEWER = bankPerson('rjanssens', 'Rita', 'Janssens', 'bestuurslid');
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

const checkbox = (page: Page, payee: string, description: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${payee}, ${description}`) });

describe.runIf(hasChromium())('Te betalen', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let admin: string;
  let reviewer: string;

  /** A declaration of `user` (signed in through the API), approved by the reviewer. */
  async function approvedDeclaration(token: string, description: string, amount: string) {
    const created = await callApi<Declaration>(portal, 'POST', '/api/declarations', {
      token,
      body: { type: 'expense', description, amount, date: today() },
    });
    await callApi(portal, 'PATCH', `/api/declarations/${created.id}/status`, {
      token: reviewer,
      body: { status: 'approved', expectedVersion: created.version },
    });
    return created;
  }

  beforeAll(async () => {
    portal = suite.portal;
    admin = await apiLogin(portal, portal.admin.username, portal.admin.password);
    for (const fields of [TREASURER, COORDINATOR, ANNA, BERT, REVIEWER])
      await createUserAsAdmin(portal, fields as UserFields);
    reviewer = await apiLogin(portal, REVIEWER.username, REVIEWER.password);
    await callApi(portal, 'POST', '/api/accounting/bank-accounts', {
      token: admin,
      body: { name: 'Zichtrekening', bankName: 'KBC', accountNumber: 'BE68539007547034', bic: 'KREDBEBB' },
    });
    await approvedDeclaration(await apiLogin(portal, ANNA.username, ANNA.password), 'Schoolboeken', '12.50');
    await approvedDeclaration(await apiLogin(portal, BERT.username, BERT.password), 'Treinticket', '7.25');
  });

  it('pays two volunteers with one file, shows them in betaling, asks before paying again, and never lets the treasurer pay herself', async () => {
    // Prepare: the treasurer's own approved declaration, made from her signed-in browser
    const page = await suite.signedInPage(TREASURER, {
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
    });
    const own = await page.evaluate(async (date) => {
      const response = await fetch('/api/declarations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'expense', description: 'Postzegels', amount: '4.00', date }),
      });
      return (await response.json()) as { id: number; version: number };
    }, today());
    await callApi(portal, 'PATCH', `/api/declarations/${own.id}/status`, {
      token: reviewer,
      body: { status: 'approved', expectedVersion: own.version },
    });
    await page.goto('/boekhouding');
    await page.getByRole('tab', { name: m.payablesTitle }).click();

    // Act: choose Anna's and Bert's, download the file
    const ownBox = checkbox(page, 'Lies Vermeulen', 'Postzegels');
    await ownBox.waitFor({ state: 'attached' });
    await checkbox(page, 'Anna Claes', 'Schoolboeken').check();
    await checkbox(page, 'Bert Wouters', 'Treinticket').check();
    await page.getByText(m.selection(2, '€\u00a019,75')).waitFor();
    await saveScreenshot(page, 'bank-payables-selected');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: m.exportButton }).click(),
    ]);
    const xml = await readFile(String(await download.path()), 'utf8');

    // Assess: one payment each, with their amounts; both in betaling with the file's id
    expect(download.suggestedFilename()).toBe(`betalingen-${today()}.xml`);
    expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(2);
    expect(xml).toContain('<InstdAmt Ccy="EUR">12.50</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">7.25</InstdAmt>');
    expect(xml).toContain('<CtrlSum>19.75</CtrlSum>');
    expect(xml).toContain('<IBAN>BE71096123456769</IBAN>');
    expect(xml).not.toContain('NL91ABNA0417164300');
    const fileId = /<MsgId>(PAY\d+)<\/MsgId>/.exec(xml)?.[1];
    expect(fileId).toBeDefined();
    const annaRow = page.getByRole('row').filter({ hasText: 'Anna Claes' });
    await annaRow.getByText('In betaling').waitFor();
    await expect(annaRow.textContent()).resolves.toContain(`${fileId} van`);
    await expect(annaRow.textContent()).resolves.toContain('door Lies Vermeulen');
    expect(await ownBox.isDisabled()).toBe(true);
    expect(await ownBox.getAttribute('aria-label')).toContain(m.ownPayment);
    await ownBox.hover({ force: true });
    await page.getByRole('tooltip').filter({ hasText: m.ownPayment }).waitFor();
    await saveScreenshot(page, 'bank-payables-in-payment');

    // Act: Anna's again
    await checkbox(page, 'Anna Claes', 'Schoolboeken').check();
    await page.getByRole('button', { name: m.exportButton }).click();

    // Assess: the server's sentence and an explicit yes
    const confirm = page.getByRole('dialog').filter({ hasText: m.repeatTitle });
    await confirm
      .getByText(/staat al in een betaalbestand/)
      .first()
      .waitFor();
    await saveScreenshot(page, 'bank-payables-repeat-confirm');
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      confirm.getByRole('button', { name: m.repeatOk }).click(),
    ]);
    const second = await readFile(String(await again.path()), 'utf8');
    expect(second.match(/<CdtTrfTxInf>/g)).toHaveLength(1);
    expect(second).not.toContain(`<MsgId>${fileId}</MsgId>`);
  });

  it('shows the volunteer their declaration in betaling, and gives a coordinator no payment tab', async () => {
    // Act
    const volunteer = await suite.signedInPage(BERT, { viewport: { width: 1280, height: 900 } });
    await volunteer.goto('/declaraties');
    const coordinator = await suite.signedInPage(COORDINATOR, { viewport: { width: 1280, height: 900 } });
    await coordinator.goto('/boekhouding');
    await coordinator.getByRole('tab', { name: 'Transacties' }).waitFor();

    // Assess
    await volunteer.getByRole('row').filter({ hasText: 'Treinticket' }).getByText('In betaling').waitFor();
    await saveScreenshot(volunteer, 'bank-declaration-in-payment');
    expect(await coordinator.getByRole('tab', { name: m.payablesTitle }).count()).toBe(0);
  });
});
