import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { backupMessages } from '../../shared/messages/backup';
import { backupScreenMessages } from '../../shared/messages/backup-screen';
import type { Family } from '../../shared/schemas/families';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { dismissToasts, signIn } from './support/session';
import { browserSuite } from './support/suite';

const m = backupScreenMessages.backupScreen;
const server = backupMessages.backup;
const LAPTOP_VIEWPORT = { width: 1280, height: 900 } as const;
const VOLUNTEER = {
  username: 'kjanssens',
  password: 'Huiswerk-Op-Woensdag-Middag-41',
  firstName: 'Karel',
  lastName: 'Janssens',
  email: 'karel.janssens@example.org',
};
const PASSPHRASE = 'Een-lange-zin-die-alleen-de-beheerder-kent';
const FAMILY = {
  parentName: 'Familie Wouters-Claes',
  childName: 'Noor',
  childAge: 9,
  guidanceStatus: 'actief',
  email: 'wouters.claes@example.org',
};

/** A button's name after its icon's label. */
const named = (label: string) => new RegExp(`${label}$`);
const restoreCard = (page: Page) => page.locator('.restore-card');
const familiesRow = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: 'Gezinnen' });
const cellsOf = (page: Page, table: string) =>
  familiesRow(page, table)
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim()));

/** The dry run's totals per column (to add, to change, unchanged), as the confirmation sums them. */
const columnSums = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      [1, 2, 3].map((column) =>
        rows.reduce((sum, row) => sum + Number(row.querySelectorAll('td')[column]?.textContent ?? 0), 0),
      ),
    );

describe.runIf(hasChromium())('Backup & Herstel', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let adminToken: string;

  beforeAll(async () => {
    portal = suite.portal;
    await createUserAsAdmin(portal, VOLUNTEER);
    adminToken = await apiLogin(portal, portal.admin.username, portal.admin.password);
  });

  const { openPage } = suite;

  it('an admin backs up, downloads the file, and after a family is deleted the dry run shows it and the restore brings it back', {
    timeout: 180_000,
  }, async () => {
    // Prepare: a family, and the admin on the backup screen
    const family = await callApi<Family>(portal, 'POST', '/api/families', {
      token: adminToken,
      body: FAMILY,
    });
    const page = await suite.signedInPage(portal.admin, { viewport: LAPTOP_VIEWPORT });
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: /Backup & Herstel/ })
      .click();
    await page.waitForURL(`${portal.url}/backup`);
    await page.getByText(m.noBackups).waitFor();
    await saveScreenshot(page, 'backup-01-screen-1280');

    // Act: make a backup and follow its progress to the end
    await page.getByRole('button', { name: named(m.start) }).click();
    const bar = page.getByRole('progressbar', { name: m.backupRunning });
    await page.locator('.ant-alert').filter({ hasText: server.created }).waitFor({ timeout: 60_000 });

    // Assess: the bar shows the job's own counts at 100 %, the backup is listed
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    const [done, total] = ((await bar.getAttribute('aria-valuetext')) ?? '').split(' van ').map(Number);
    expect(total).toBeGreaterThan(0);
    expect(done).toBe(total);
    const listed = page.locator('.backup-row');
    await expect.poll(() => listed.count(), { timeout: 10_000 }).toBe(1);
    await dismissToasts(page);
    await saveScreenshot(page, 'backup-02-made-1280');

    // Act: download it
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: named(m.download) }).click();
    const saved = await download;
    const path = await saved.path();
    const file = JSON.parse(await readFile(path, 'utf8')) as {
      version: string;
      data: { families: { id: number; parentName: string }[] };
    };

    // Assess: spec §9's name and shape, the family inside
    expect(saved.suggestedFilename()).toMatch(/backup.*\d{4}.*\.json$/i);
    expect(file.version).toBe('1.0');
    expect(file.data.families.map((each) => each.parentName)).toContain(FAMILY.parentName);

    // Act: the family is deleted, then the file is checked
    await callApi(portal, 'DELETE', `/api/families/${family.id}`, { token: adminToken });
    await page.locator('#restore-file-input').setInputFiles({
      name: saved.suggestedFilename(),
      mimeType: 'application/json',
      buffer: await readFile(path),
    });
    await restoreCard(page)
      .getByRole('button', { name: named(m.validate) })
      .click();

    // Assess: the dry run names one family to add
    await familiesRow(page, m.dryRunTitle).waitFor({ timeout: 60_000 });
    expect((await cellsOf(page, m.dryRunTitle)).slice(0, 3)).toEqual(['Gezinnen', '1', '0']);
    expect(
      await page.getByRole('progressbar', { name: m.uploadProgress }).getAttribute('aria-valuenow'),
    ).toBe('100');
    await restoreCard(page).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'backup-03-dry-run-1280');
    await expectNoSeriousAxeViolations(page, '/backup (dry run)');

    // Act: restore after the confirmation
    await restoreCard(page)
      .getByRole('button', { name: named(m.restore) })
      .click();
    const confirmation = page.getByRole('dialog', { name: m.confirmTitle });
    const [toAdd, toChange] = await columnSums(page, m.dryRunTitle);
    await confirmation.getByText(m.confirmText(toAdd ?? 0, toChange ?? 0)).waitFor();
    await confirmation.getByRole('button', { name: m.confirmOk }).click();

    // Assess: the summary says one family was added, and the family is back with its id
    await familiesRow(page, m.resultTitle).waitFor({ timeout: 60_000 });
    expect((await cellsOf(page, m.resultTitle)).slice(0, 3)).toEqual(['Gezinnen', '1', '0']);
    const restored = await callApi<Family>(portal, 'GET', `/api/families/${family.id}`, {
      token: adminToken,
    });
    expect(restored.parentName).toBe(FAMILY.parentName);
    await dismissToasts(page);
    await page.getByRole('table', { name: m.resultTitle }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'backup-04-restored-1280');
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.locator('.restore-card__result').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'backup-05-restored-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_VIEWPORT.width,
    );
  });

  it('an encrypted backup with files downloads as .zip.enc, is refused with a wrong passphrase and checks clean with the right one', {
    timeout: 180_000,
  }, async () => {
    // Prepare: a family to back up, the admin choosing both options
    await callApi(portal, 'POST', '/api/families', {
      token: adminToken,
      body: { ...FAMILY, parentName: 'Familie Maes', email: 'maes@example.org' },
    });
    const page = await suite.signedInPage(portal.admin, { viewport: LAPTOP_VIEWPORT });
    await page.goto('/backup');
    await page.getByRole('checkbox', { name: m.withFiles }).check();
    await page.getByRole('checkbox', { name: m.encrypted }).check();
    const options = page.locator('.make-backup-card');
    await options.getByLabel(m.passphrase, { exact: true }).fill(PASSPHRASE);
    await options.getByLabel(m.passphraseConfirm).fill(PASSPHRASE);

    // Act: make it and download it
    await page.getByRole('button', { name: named(m.start) }).click();
    await page.locator('.ant-alert').filter({ hasText: server.created }).waitFor({ timeout: 60_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: named(m.download) }).click();
    const saved = await download;
    const bytes = await readFile(await saved.path());

    // Assess: a zip, encrypted (no readable JSON or zip header)
    expect(saved.suggestedFilename()).toMatch(/\.zip\.enc$/);
    expect(bytes.subarray(0, 2).toString('latin1')).not.toBe('PK');
    expect(bytes.includes(Buffer.from('Familie Maes'))).toBe(false);

    // Act: check it with a wrong passphrase
    await page.locator('#restore-file-input').setInputFiles({
      name: saved.suggestedFilename(),
      mimeType: 'application/octet-stream',
      buffer: bytes,
    });
    const card = restoreCard(page);
    await card.getByLabel(m.passphrase).fill('Een-verkeerde-zin-voor-de-backup');
    await card.getByRole('button', { name: named(m.validate) }).click();

    // Assess
    await card.getByText(server.wrongPassphrase).waitFor({ timeout: 60_000 });

    // Act: the right passphrase
    await card.getByLabel(m.passphrase).fill(PASSPHRASE);
    await card.getByRole('button', { name: named(m.validate) }).click();

    // Assess: the opened file checks clean, with nothing to add
    await familiesRow(page, m.dryRunTitle).waitFor({ timeout: 60_000 });
    expect((await cellsOf(page, m.dryRunTitle))[1]).toBe('0');
    await card.getByText(m.dryRunClean).waitFor();
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'backup-07-encrypted-dry-run-1280');
  });

  it('a file edited to make a volunteer coordinator shows as not from this installation, lists the role change with a tick box, and restores it once ticked', {
    timeout: 180_000,
  }, async () => {
    // Prepare: a volunteer, a backup of this installation, and the file edited to promote them
    const volunteer = await createUserAsAdmin(portal, {
      username: 'lpeeters',
      password: 'Lange-Vrijwilligerszin-Van-Lotte-7',
      firstName: 'Lotte',
      lastName: 'Peeters',
      email: 'lotte.peeters@example.org',
    });
    const started = await callApi<{ jobId: string }>(portal, 'POST', '/api/backup', {
      token: adminToken,
      body: { withFiles: false },
    });
    await expect
      .poll(
        async () =>
          (
            await callApi<{ status: string }>(portal, 'GET', `/api/backup/${started.jobId}`, {
              token: adminToken,
            })
          ).status,
        { timeout: 60_000 },
      )
      .toBe('done');
    const link = await callApi<{ url: string }>(portal, 'POST', `/api/backup/${started.jobId}/download`, {
      token: adminToken,
    });
    const file = (await (await fetch(link.url)).json()) as {
      data: { users: { id: number; role: string }[] };
    };
    const record = file.data.users.find((user) => user.id === volunteer.id);
    if (record) record.role = 'coordinator';
    const page = await suite.signedInPage(portal.admin, { viewport: LAPTOP_VIEWPORT });
    await page.goto('/backup');

    // Act: check the edited file
    await page.locator('#restore-file-input').setInputFiles({
      name: 'bewerkt-backup.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    const card = restoreCard(page);
    await card.getByRole('button', { name: named(m.validate) }).click();

    // Assess: not from this installation, the change by name with its tick box, the restore held back
    await card.getByText(m.foreignTitle).waitFor({ timeout: 60_000 });
    const tick = card.getByRole('checkbox', { name: m.roleChangeName('Lotte Peeters', 'lpeeters') });
    await tick.waitFor();
    const before = { role: 'vrijwilliger', type: null };
    const after = { role: 'coordinator', type: null };
    await card.getByText(server.roleChange(before, after)).waitFor();
    expect(await tick.isChecked()).toBe(false);
    const restore = card.getByRole('button', { name: named(m.restore) });
    expect(await restore.isDisabled()).toBe(true);
    await card.locator('.restore-card__role-changes').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'backup-08-role-change-1280');
    await expectNoSeriousAxeViolations(page, '/backup (role change)');

    // Act: tick the change, confirm the file, restore
    await tick.check();
    await card.getByRole('checkbox', { name: m.foreignConfirm }).check();
    await restore.click();
    const confirmation = page.getByRole('dialog', { name: m.confirmTitle });
    await confirmation.getByText(m.confirmRoleChanges(1, 0)).waitFor();
    await confirmation.getByRole('button', { name: m.confirmOk }).click();

    // Assess: the result names the accepted change, and the volunteer is a coordinator now
    await card.getByText(server.roleChangeAccepted(before, after)).waitFor({ timeout: 60_000 });
    const listed = await callApi<{ items: { id: number; role: string }[] }>(
      portal,
      'GET',
      '/api/users?search=lpeeters',
      { token: adminToken },
    );
    expect(listed.items.find((user) => user.id === volunteer.id)?.role).toBe('coordinator');
  });

  it('refuses a volunteer on the route with the spec’s sentence', async () => {
    // Prepare
    const page = await openPage({ viewport: PHONE_VIEWPORT });
    await signIn(page, VOLUNTEER.username, VOLUNTEER.password);

    // Act
    await page.goto('/backup');

    // Assess
    await page.getByText(server.adminOnly).waitFor();
    expect(await page.getByRole('button', { name: named(m.start) }).count()).toBe(0);
    await saveScreenshot(page, 'backup-06-refused-390');
    await expectNoSeriousAxeViolations(page, '/backup (volunteer)');
  });
});
