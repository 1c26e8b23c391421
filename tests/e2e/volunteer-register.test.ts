import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInBrussels } from '../../shared/format/dates';
import { volunteerRegisterMessages } from '../../shared/messages/volunteer-register';
import type { Declaration } from '../../shared/schemas/declarations';
import { sheetsAsShown } from '../integration/support/libreoffice';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

// Issue 31 item 5: the register of flat allowances on screen and as xlsx, and the yearly statement.

const LOTTE = {
  username: 'lmaes',
  password: 'Forfait-Op-Zaterdag-27',
  firstName: 'Lotte',
  lastName: 'Maes',
  email: 'lotte.maes@example.org',
};
const JONAS = {
  username: 'jclaes',
  password: 'Huiswerkklas-Op-Dinsdag-83',
  firstName: 'Jonas',
  lastName: 'Claes',
  email: 'jonas.claes@example.org',
};
const r = volunteerRegisterMessages;
const today = () => todayInBrussels();
const year = () => Number(today().slice(0, 4));
const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
/** '€ 55,50' as LibreOffice shows it → 55.5. */
const shownAmount = (text: string | undefined) =>
  Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

/** Picks `value` in the antd Select labelled `label` within `scope`. */
async function pick(page: Page, label: string, value: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: value }).first().click();
}

describe.runIf(hasChromium())('Register vrijwilligersvergoedingen en attest', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    const { portal } = suite;
    const admin = await apiLogin(portal, portal.admin.username, portal.admin.password);
    // Two flat-rate volunteers this year, each with one approved allowance: 25,00 + 12 km and 30,50.
    for (const [fields, amount, kilometers] of [
      [LOTTE, '25.00', 12],
      [JONAS, '30.50', 0],
    ] as const) {
      const volunteer = await createUserAsAdmin(portal, fields);
      await callApi(portal, 'PUT', `/api/users/${volunteer.id}/volunteer-law/${year()}`, {
        token: admin,
        body: { regime: 'flat', otherOrganisationsAmount: '0', expectedVersion: 0 },
      });
      const token = await apiLogin(portal, fields.username, fields.password);
      const created = await callApi<Declaration>(portal, 'POST', '/api/declarations', {
        token,
        body: {
          type: 'allowance',
          description: 'Huiswerkbegeleiding',
          date: today(),
          amount,
          ...(kilometers > 0 ? { kilometers } : {}),
        },
      });
      await callApi(portal, 'PATCH', `/api/declarations/${created.id}/status`, {
        token: admin,
        body: { status: 'approved', expectedVersion: created.version },
      });
    }
  });

  it('lets a volunteer download their own yearly statement from the declarations screen', async () => {
    // Prepare
    const page = await suite.signedInPage(LOTTE);
    await page.goto('/declaraties');

    // Act
    await page.getByRole('button', { name: r.statement.download }).click();
    const dialog = page.getByRole('dialog', { name: r.statement.ownDialogTitle });
    await pick(page, r.statement.year, String(year()));
    await saveScreenshot(page, 'volunteer-register-01-attest');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: r.statement.downloadButton }).click(),
    ]);

    // Assess: the PDF read back by pdftotext names her, the year and her allowance, nobody else's
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = pdfText(await download.path());
    expect(text).toContain(r.statement.title(year()));
    expect(text).toContain('Lotte Maes');
    expect(text).toContain('25,00');
    expect(text).not.toContain('Jonas Claes');
  });

  it('shows an admin the register with the rows and totals, and an xlsx LibreOffice reads back with the same totals', async () => {
    // Prepare
    const page = await suite.signedInPage(suite.portal.admin);
    await page.goto('/boekhouding');

    // Act
    await page.getByRole('button', { name: r.register.link }).click();
    await page.getByRole('heading', { name: r.register.title, level: 3 }).waitFor();
    const table = page.getByRole('table', { name: r.register.title });
    await table.getByRole('row').filter({ hasText: 'Lotte Maes' }).waitFor();
    const totals = page.getByRole('group', { name: r.register.yearTotals(year()) });
    await totals.getByText('55,50').waitFor();
    await saveScreenshot(page, 'volunteer-register-02-register');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);

    // Assess: the screen's rows, and the workbook as LibreOffice shows it
    const lotte = (await table.getByRole('row').filter({ hasText: 'Lotte Maes' }).textContent()) ?? '';
    expect(lotte).toContain('25,00');
    expect(lotte).toContain('12');
    expect(await table.getByRole('row').filter({ hasText: 'Jonas Claes' }).textContent()).toContain('30,50');
    const perVolunteer = page.getByRole('table', { name: r.register.perVolunteer });
    const lotteYear =
      (await perVolunteer.getByRole('row').filter({ hasText: 'Lotte Maes' }).textContent()) ?? '';
    expect(lotteYear).toMatch(/1.*25,00.*12/);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheets = await sheetsAsShown(await readFile(await download.path()));
    const rows = sheets[`Register ${year()}`] ?? [];
    expect(
      sheets[r.register.perVolunteer]
        ?.map((row) => row[0])
        .slice(1)
        .sort(),
    ).toEqual(['Jonas Claes', 'Lotte Maes']);
    expect(rows[0]).toEqual(['Vrijwilliger', 'Dag van activiteit', 'Bedrag', 'Kilometers']);
    expect(
      rows
        .slice(1, -1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Jonas Claes', 'Lotte Maes']);
    const total = rows.at(-1) ?? [];
    expect(total[0]).toBe('Totaal');
    expect(shownAmount(total[2])).toBeCloseTo(55.5, 2);
    expect(Number(total[3])).toBe(12);
  });

  it('lets an admin download any volunteer’s statement from the volunteers list', async () => {
    // Prepare
    const page = await suite.signedInPage(suite.portal.admin);
    await page.goto('/vrijwilligers');
    const row = page.getByRole('row').filter({ hasText: 'Jonas Claes' });

    // Act
    await row.getByRole('button', { name: r.statement.rowAction }).click();
    const dialog = page.getByRole('dialog', { name: r.statement.dialogTitle('Jonas Claes') });
    await pick(page, r.statement.year, String(year()));
    await saveScreenshot(page, 'volunteer-register-03-attest-for-volunteer');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: r.statement.downloadButton }).click(),
    ]);

    // Assess
    const text = pdfText(await download.path());
    expect(text).toContain('Jonas Claes');
    expect(text).toContain('30,50');
  });
});
