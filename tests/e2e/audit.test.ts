import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { browserSuite } from './support/suite';

const m = messages.audit;
const MEMBER = {
  username: 'audit-lid',
  password: 'Audit-Lid-Wachtwoord-31',
  firstName: 'Lotte',
  lastName: 'Claes',
  email: 'lotte.claes@example.org',
  bankAccount: 'BE68 5390 0754 7034',
};
const COORDINATOR = {
  username: 'audit-coordinator',
  password: 'Audit-Coordinator-Wachtwoord-58',
  firstName: 'Koen',
  lastName: 'Maes',
  email: 'koen.maes@example.org',
  role: 'coordinator',
};

describe.runIf(hasChromium())('Auditlog', () => {
  const suite = browserSuite();
  let portal: TestPortal;

  beforeAll(async () => {
    portal = suite.portal;
    const member = await createUserAsAdmin(portal, MEMBER);
    await createUserAsAdmin(portal, COORDINATOR);
    const token = await apiLogin(portal, portal.admin.username, portal.admin.password);
    await callApi(portal, 'PUT', `/api/users/${member.id}`, {
      token,
      body: { ...MEMBER, password: '', bankAccount: 'BE71 0961 2345 6769', role: 'huiswerkbegeleider' },
    });
    await callApi(portal, 'POST', `/api/generate-reset-link/${member.id}`, { token });
  });

  const { openPage } = suite;

  it('shows an admin who changed what, with masked IBANs and dd-mm-jjjj HH:mm times, and filters by action', async () => {
    const page = await openPage();
    await signIn(page, portal.admin.username, portal.admin.password);

    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByText('Auditlog').click();
    const edit = page.getByRole('row').filter({ hasText: m.actions['user-updated'] });
    await edit.waitFor();

    await expect(edit.textContent()).resolves.toContain('Rekeningnummer: BE•• •••• 7034 → BE•• •••• 6769');
    await expect(edit.textContent()).resolves.toContain('Rol: Vrijwilliger → Huiswerkbegeleider');
    await expect(edit.textContent()).resolves.toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(await page.content()).not.toContain('BE71096123456769');
    await saveScreenshot(page, 'audit-admin');

    await page.getByLabel(m.filters.action).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: m.actions['reset-link-generated'] })
      .click();
    await page.getByRole('row').filter({ hasText: m.actions['user-updated'] }).waitFor({ state: 'detached' });

    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    // the filtered page may still be on its way once the old rows are gone
    await expect.poll(() => rows.count()).toBe(1);
    await expect(rows.first().textContent()).resolves.toContain(m.actions['reset-link-generated']);
    await saveScreenshot(page, 'audit-filtered');
  });

  it('shows a coordinator no Auditlog entry in the menu', async () => {
    const page = await openPage();
    await signIn(page, COORDINATOR.username, COORDINATOR.password);

    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });

    await expect(menu.getByText('Declaraties').count()).resolves.toBeGreaterThan(0);
    await expect(menu.getByText('Auditlog').count()).resolves.toBe(0);
  });
});
