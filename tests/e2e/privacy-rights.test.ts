import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { privacyMessages, privacyScreenMessages } from '../../shared/messages/privacy';
import { apiLogin, callApi } from './support/api';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { dismissToasts } from './support/session';
import { browserSuite } from './support/suite';

const m = privacyScreenMessages;
const FAMILY = {
  parentName: 'Fatima Benali',
  childName: 'Yasmine Benali',
  childAge: 9,
  email: 'fatima.benali@example.org',
};

const card = (page: Page, title: string) => page.locator('.ant-card').filter({ hasText: title });

async function chooseFamily(page: Page, name: string) {
  await page.locator('.privacy-subject').getByText(m.kinds.family, { exact: true }).click();
  await page.getByLabel(m.subjectLabel).click();
  await page.getByLabel(m.subjectLabel).fill(name.split(' ')[0] ?? name);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: name })
    .first()
    .click();
}

describe.runIf(hasChromium())('Privacy: a person’s copy and erasure', () => {
  const suite = browserSuite();

  it('lets an admin download a family’s copy, run an erasure dry run and then erase the family', async () => {
    // Prepare: a family the association ended, named in the books.
    const token = await apiLogin(suite.portal, suite.portal.admin.username, suite.portal.admin.password);
    const family = await callApi<{ id: number }>(suite.portal, 'POST', '/api/families', {
      token,
      body: { ...FAMILY, guidanceStatus: 'afgerond' },
    });
    await callApi(suite.portal, 'POST', '/api/accounting/entries', {
      token,
      body: {
        type: 'outgoing',
        date: new Date().toISOString().slice(0, 10),
        description: `Schoolboeken ${FAMILY.childName}`,
        category: 'Materialen',
        amount: '42.50',
      },
    });
    const page = await suite.signedInPage(suite.portal.admin);

    // Act: the copy
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { name: m.title, level: 3 }).waitFor();
    await chooseFamily(page, FAMILY.parentName);
    await card(page, m.exportCard).getByRole('button', { name: m.makeExport }).click();
    await card(page, m.exportCard).getByText(m.exportDone).waitFor({ timeout: 30_000 });
    await dismissToasts(page);
    await saveScreenshot(page, 'privacy-01-copy-ready');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page, m.exportCard).getByRole('button', { name: m.download }).click(),
    ]);
    const zip = await readFile(await download.path());

    // Assess: a zip named for the family and today's date in Brussels (after 23:00 UTC in winter, UTC's date is yesterday's)
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' });
    expect(download.suggestedFilename()).toBe(`kopie-persoonsgegevens-gezin-${family.id}-${today}.zip`);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');

    // Act: the dry run
    const erase = card(page, m.eraseCard);
    await expect.poll(() => erase.getByRole('button', { name: m.erase }).isDisabled()).toBe(true);
    await erase.getByRole('button', { name: m.dryRun }).click();
    await erase.getByText(m.dryRunDone).waitFor({ timeout: 30_000 });

    // Assess: what would be erased, pseudonymised and kept, and the note on older backups
    await erase.getByText(privacyMessages.privacy.reasons.bookkeeping).waitFor();
    await erase.getByText(privacyMessages.privacy.backupNotice).waitFor();
    expect(
      await erase.getByRole('row').filter({ hasText: 'Gezin' }).filter({ hasText: 'Verwijderd' }).count(),
    ).toBe(1);
    await saveScreenshot(page, 'privacy-02-dry-run');

    // Act: the erasure, after the confirmation
    await erase.getByRole('button', { name: m.erase }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: m.eraseConfirmOk, exact: true })
      .click();
    await erase.getByText(m.eraseDone).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'privacy-03-erased');
    await card(page, m.retentionCard).scrollIntoViewIfNeeded();
    await card(page, m.retentionCard).getByText(m.retentionNone).waitFor();
    await saveScreenshot(page, 'privacy-04-retention');

    // Assess: the family is gone, the books keep the amount under a pseudonym
    const families = await callApi<{ items: { id: number }[] }>(
      suite.portal,
      'GET',
      '/api/families?limit=200',
      { token },
    );
    expect(families.items.map((each) => each.id)).not.toContain(family.id);
    const entries = await callApi<{ items: { description: string; amount: string | number }[] }>(
      suite.portal,
      'GET',
      '/api/accounting/entries?limit=200',
      { token },
    );
    expect(entries.items.map((entry) => entry.description)).toContain(
      `Schoolboeken ${privacyMessages.privacy.pseudonym.family(family.id)}`,
    );
  });
});
