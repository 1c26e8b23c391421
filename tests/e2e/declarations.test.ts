import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { recentDay } from '../fixtures/dates';
import { MINIMAL_PDF } from '../integration/support/files';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { dismissToasts } from './support/session';
import { browserSuite } from './support/suite';

const m = messages.declarations;
const VOLUNTEER = {
  username: 'lvermeulen',
  password: 'Fietsen-Naar-School-58',
  firstName: 'Lotte',
  lastName: 'Vermeulen',
  email: 'lotte.vermeulen@example.org',
};
const COORDINATOR = {
  username: 'kjanssens',
  password: 'Koffie-En-Planning-73',
  firstName: 'Koen',
  lastName: 'Janssens',
  email: 'koen.janssens@example.org',
  role: 'coordinator',
};
const MILEAGE = 'Rit naar het gezin Claes in Mechelen';
const EXPENSE = 'Schriften en pennen voor de huiswerkklas';
const CORRECTED = 'Rit naar de bibliotheek (dubbel ingevoerd)';
const REJECTION = 'Het kasticket is onleesbaar; stuur een duidelijker exemplaar mee.';
/** Large enough that a throttled line shows the upload on its way, small enough to stay quick. */
const RECEIPT_BYTES = 640 * 1024;
const THROTTLED_UPLOAD_BYTES_PER_SECOND = 256 * 1024;

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: title });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label}\\s*\\d+$`) });
/** Amounts in nl-BE use a no-break space after the euro sign. */
const euro = (amount: string) => new RegExp(`€\\s${amount.replace(',', '\\,')}`);

describe.runIf(hasChromium())('Declaraties', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let files: string;

  beforeAll(async () => {
    files = await mkdtemp(join(tmpdir(), 'declarations-e2e-'));
    // A real PDF (the server reads its magic bytes), padded with a comment to a size worth watching.
    const padding = Buffer.alloc(RECEIPT_BYTES - MINIMAL_PDF.length, '%');
    await writeFile(join(files, 'kasticket.pdf'), Buffer.concat([MINIMAL_PDF, padding]));
    await writeFile(join(files, 'scan-te-groot.pdf'), Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, '%'));
    portal = suite.portal;
    await createUserAsAdmin(portal, VOLUNTEER);
    await createUserAsAdmin(portal, COORDINATOR);
  });

  afterAll(async () => {
    if (files) await rm(files, { recursive: true, force: true });
  });

  const { signedInPage } = suite;

  let volunteerPage: Page;

  it('lets a volunteer declare 12,5 km (€ 3,75 computed) and an expense with an uploaded PDF receipt', async () => {
    // Prepare
    const page = await signedInPage(VOLUNTEER);
    volunteerPage = page;
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: /Declaraties/ })
      .click();
    await page.waitForURL(`${portal.url}/declaraties`);
    await page.getByText('Nog geen declaraties ingediend.').waitFor();

    // Act: a mileage claim; the amount follows the kilometres
    await page.getByRole('button', { name: 'Nieuwe declaratie' }).click();
    const form = dialog(page);
    await form.getByText('Kilometervergoeding').click();
    await form.getByLabel('Beschrijving').fill(MILEAGE);
    await form.getByLabel('Kilometers').fill('12,5');
    await expect.poll(() => form.getByLabel('Berekend bedrag').textContent()).toMatch(euro('3,75'));
    expect(await form.getByLabel('Datum').inputValue()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(await form.getByRole('button', { name: 'Bestand kiezen' }).count()).toBe(0);
    await saveScreenshot(page, 'declarations-01-mileage-dialog');
    await form.getByRole('button', { name: 'Indienen' }).click();

    // Assess
    await toast(page, m.submitted).waitFor();
    await row(page, MILEAGE).waitFor();
    expect(await row(page, MILEAGE).textContent()).toMatch(euro('3,75'));
    expect(await row(page, MILEAGE).textContent()).toContain('12,5 km');
    await dismissToasts(page);

    // Act: an expense with a receipt, uploaded over a slow line so its progress shows
    await page.getByRole('button', { name: 'Nieuwe declaratie' }).click();
    await form.getByLabel('Beschrijving').fill(EXPENSE);
    await form.getByLabel('Bedrag', { exact: true }).fill('23,40');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: THROTTLED_UPLOAD_BYTES_PER_SECOND,
    });
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Bestand kiezen' }).click();
    await (await chooser).setFiles(join(files, 'kasticket.pdf'));
    const progress = form.getByRole('progressbar');
    await progress.waitFor();
    await saveScreenshot(page, 'declarations-02-receipt-uploading');
    expect(await form.getByRole('button', { name: 'Indienen' }).isDisabled()).toBe(true);
    await form.getByLabel('Geüpload').waitFor({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await form.getByText('kasticket.pdf').isVisible()).toBe(true);
    await saveScreenshot(page, 'declarations-03-receipt-uploaded');
    await form.getByRole('button', { name: 'Indienen' }).click();

    // Assess
    await toast(page, m.submitted).waitFor();
    await row(page, EXPENSE).waitFor();
    expect(await row(page, EXPENSE).textContent()).toMatch(euro('23,40'));
    expect(
      await row(page, EXPENSE).getByRole('button', { name: 'Bijlage kasticket.pdf openen' }).count(),
    ).toBe(1);
    await expect.poll(() => tab(page, 'In afwachting').textContent()).toMatch(/2$/);
    expect(await page.locator('.declarations-page__footer').textContent()).toMatch(euro('27,15'));
    await dismissToasts(page);
    await saveScreenshot(page, 'declarations-04-volunteer-list');
  });

  it('refuses a receipt over 10 MB in the browser, before anything is uploaded', async () => {
    // Prepare
    const page = volunteerPage;
    const uploadCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/uploads')) uploadCalls.push(request.url());
    });
    await page.getByRole('button', { name: 'Nieuwe declaratie' }).click();

    // Act
    const chooser = page.waitForEvent('filechooser');
    await dialog(page).getByRole('button', { name: 'Bestand kiezen' }).click();
    await (await chooser).setFiles(join(files, 'scan-te-groot.pdf'));

    // Assess
    const refusal = toast(page, messages.uploads.tooLargeTitle);
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(messages.uploads.tooLarge);
    expect(await dialog(page).getByRole('button', { name: 'Bestand kiezen' }).isVisible()).toBe(true);
    expect(uploadCalls).toEqual([]);
    await saveScreenshot(page, 'declarations-05-too-large');
    await dialog(page).getByRole('button', { name: 'Annuleren' }).click();
    await dismissToasts(page);
  });

  it('lets the volunteer correct a pending declaration and delete it after confirming', async () => {
    // Prepare
    const page = volunteerPage;
    await page.getByRole('button', { name: 'Nieuwe declaratie' }).click();
    const form = dialog(page);
    await form.getByText('Kilometervergoeding').click();
    await form.getByLabel('Beschrijving').fill(CORRECTED);
    await form.getByLabel('Kilometers').fill('7');
    await form.getByRole('button', { name: 'Indienen' }).click();
    await row(page, CORRECTED).waitFor();
    await dismissToasts(page);

    // Act: edit the kilometres
    await row(page, CORRECTED).getByRole('button', { name: 'Bewerken' }).click();
    await form.getByText('Declaratie bewerken').waitFor();
    expect(await form.getByLabel('Kilometers').inputValue()).toBe('7,0');
    await form.getByLabel('Kilometers').fill('8,4');
    await expect.poll(() => form.getByLabel('Berekend bedrag').textContent()).toMatch(euro('2,52'));
    await form.getByRole('button', { name: 'Opslaan' }).click();

    // Assess
    await toast(page, m.updated).waitFor();
    await expect.poll(() => row(page, CORRECTED).textContent()).toContain('8,4 km');
    expect(await row(page, CORRECTED).textContent()).toMatch(euro('2,52'));
    await dismissToasts(page);

    // Act: delete it, confirming first
    await row(page, CORRECTED).getByRole('button', { name: 'Verwijderen' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Verwijderen' }).click();

    // Assess
    await toast(page, m.deleted).waitFor();
    await expect.poll(() => row(page, CORRECTED).count()).toBe(0);
    await expect.poll(() => tab(page, 'Alle').textContent()).toMatch(/2$/);
    await dismissToasts(page);
  });

  it('lets a coordinator download the receipt, move the mileage to approved and reject the expense with a note', async () => {
    // Prepare
    const page = await signedInPage(COORDINATOR);
    await page.goto('/declaraties?filter=pending');
    await row(page, EXPENSE).waitFor();
    expect(await tab(page, 'In afwachting').getAttribute('aria-selected')).toBe('true');
    expect(await row(page, MILEAGE).textContent()).toContain('Lotte Vermeulen');
    await saveScreenshot(page, 'declarations-06-coordinator-pending');

    // Act + Assess: the receipt link downloads the very file the volunteer uploaded
    const download = page.waitForEvent('download');
    await row(page, EXPENSE).getByRole('button', { name: 'Bijlage kasticket.pdf openen' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('kasticket.pdf');
    const savedBytes = await readFile((await saved.path()) ?? '');
    expect(savedBytes.equals(await readFile(join(files, 'kasticket.pdf')))).toBe(true);

    // Act: pending → in behandeling from the declaration's view (it leaves the pending tab), then approve it
    const view = dialog(page);
    await row(page, MILEAGE).getByRole('button', { name: 'Bekijken' }).click();
    await view.getByText('Declaratie bekijken').waitFor();
    expect(await view.textContent()).toMatch(euro('3,75'));
    await view.getByRole('button', { name: 'Markeer als in behandeling' }).click();
    await toast(page, m.statusChanged).waitFor();
    await expect.poll(() => row(page, MILEAGE).count()).toBe(0);
    await tab(page, 'In behandeling').click();
    await row(page, MILEAGE).waitFor();
    expect(page.url()).toBe(`${portal.url}/declaraties?filter=in_behandeling`);
    await dismissToasts(page);
    await row(page, MILEAGE).getByRole('button', { name: 'Bekijken' }).click();
    expect(await view.getByRole('button', { name: 'Markeer als wordt verwerkt' }).count()).toBe(1);
    await saveScreenshot(page, 'declarations-07-in-behandeling');
    await view.getByRole('button', { name: 'Goedkeuren' }).click();
    await toast(page, 'Declaratie goedgekeurd').waitFor();
    await dismissToasts(page);

    // Act: reject the expense from its view, first without a reason
    await tab(page, 'Alle').click();
    await row(page, EXPENSE).getByRole('button', { name: 'Bekijken' }).click();
    await view.getByRole('button', { name: 'Bijlage kasticket.pdf openen' }).waitFor();
    const reject = dialog(page).filter({ hasText: 'Reden van afwijzing' });
    // The view may still redraw once its receipt link arrives; a click that lands mid-redraw is lost.
    await expect
      .poll(
        async () => {
          if (await reject.isVisible()) return true;
          await view
            .getByRole('button', { name: 'Afwijzen' })
            .click({ timeout: 2000 })
            .catch(() => undefined);
          return reject.isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await reject.getByRole('button', { name: 'Afwijzen' }).click();
    await reject.getByText(m.rejectionNeedsNote).waitFor();
    await reject.getByLabel('Reden van afwijzing').fill(REJECTION);
    await saveScreenshot(page, 'declarations-08-reject-dialog');
    await reject.getByRole('button', { name: 'Afwijzen' }).click();

    // Assess
    await toast(page, m.statusChanged).waitFor();
    await expect.poll(() => row(page, EXPENSE).textContent()).toContain('Afgewezen');
    expect(await row(page, MILEAGE).textContent()).toContain('Goedgekeurd');
    // The tab counts come from their own query, refetched after the row: wait for them too.
    await expect.poll(() => tab(page, 'Goedgekeurd').textContent()).toMatch(/1$/);
    await expect.poll(() => tab(page, 'Afgewezen').textContent()).toMatch(/1$/);
    await expect.poll(() => tab(page, 'In afwachting').textContent()).toMatch(/0$/);
    await dismissToasts(page);
    await saveScreenshot(page, 'declarations-09-coordinator-reviewed');
  });

  it('lets a reviewer undo an approval within 10 seconds from the toast', async () => {
    // Prepare: a pending declaration of its own, made through the API
    const description = 'Treinticket naar de vormingsdag in Leuven';
    const volunteerToken = await apiLogin(portal, VOLUNTEER.username, VOLUNTEER.password);
    await callApi(portal, 'POST', '/api/declarations', {
      token: volunteerToken,
      body: { type: 'expense', description, amount: '14.60', date: recentDay() },
    });
    const page = await signedInPage(COORDINATOR);
    await page.goto('/declaraties?filter=pending');
    await row(page, description).getByRole('button', { name: 'Bekijken' }).click();

    // Act: approve with the labelled button, then undo from the toast
    await dialog(page).getByRole('button', { name: 'Goedkeuren' }).click();
    const undo = toast(page, 'Declaratie goedgekeurd').getByRole('button', { name: 'Ongedaan maken' });
    await undo.waitFor();
    const approvedAt = Date.now();
    await saveScreenshot(page, 'declarations-13-undo-toast');
    await undo.click();

    // Assess: undone in time, the declaration waits again
    await toast(page, 'Goedkeuring ongedaan gemaakt').waitFor();
    expect(Date.now() - approvedAt).toBeLessThan(10_000);
    await tab(page, 'Alle').click();
    await expect.poll(() => row(page, description).textContent()).toContain('In afwachting');
  });

  it('shows the volunteer both outcomes and no longer lets them edit either', async () => {
    // Prepare
    const page = volunteerPage;

    // Act
    await page.reload();
    await row(page, EXPENSE).waitFor();

    // Assess: the statuses and the reason
    expect(await row(page, MILEAGE).textContent()).toContain('Goedgekeurd');
    expect(await row(page, EXPENSE).textContent()).toContain('Afgewezen');
    expect(await row(page, EXPENSE).textContent()).toContain(REJECTION);
    for (const description of [MILEAGE, EXPENSE]) {
      expect(await row(page, description).getByRole('button', { name: 'Bewerken' }).count()).toBe(0);
      expect(await row(page, description).getByRole('button', { name: 'Verwijderen' }).count()).toBe(0);
    }
    await saveScreenshot(page, 'declarations-10-volunteer-outcomes');

    // Act + Assess: the dialog shows everything read-only, without a submit button
    await row(page, EXPENSE).getByRole('button', { name: 'Bekijken' }).click();
    const view = dialog(page);
    await view.getByText('Declaratie bekijken').waitFor();
    expect(await view.getByRole('textbox').count()).toBe(0);
    expect(await view.textContent()).toContain(EXPENSE);
    expect(await view.textContent()).toMatch(euro('23,40'));
    expect(await view.getByRole('button', { name: /Indienen|Opslaan|Goedkeuren|Afwijzen/ }).count()).toBe(0);
    expect(await view.getByText(REJECTION).first().isVisible()).toBe(true);
    await saveScreenshot(page, 'declarations-11-volunteer-read-only');
    await view.locator('.ant-modal-footer').getByRole('button', { name: 'Sluiten' }).click();

    await row(page, MILEAGE).getByRole('button', { name: 'Bekijken' }).click();
    await view.getByText('Declaratie bekijken').waitFor();
    expect(await view.textContent()).toContain('12,5 km');
    expect(await view.textContent()).toMatch(euro('3,75'));
    expect(await view.getByRole('button', { name: /Indienen|Opslaan/ }).count()).toBe(0);
    await view.locator('.ant-modal-footer').getByRole('button', { name: 'Sluiten' }).click();

    // The same list in the dark theme, to look at
    await page.getByRole('button', { name: /^Thema:/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await saveScreenshot(page, 'declarations-12-volunteer-dark');
  });
});
