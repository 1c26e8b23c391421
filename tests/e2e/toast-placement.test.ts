import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_POLL_MS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { browserSuite } from './support/suite';

const COORDINATOR = {
  username: 'kdesmet',
  password: 'Aanmeldingen-Opvolgen-73',
  firstName: 'Karen',
  lastName: 'De Smet',
  email: 'karen.desmet@example.org',
  role: 'coordinator',
};
const VOLUNTEER = {
  username: 'bwillems',
  password: 'Lezen-Met-Kinderen-28',
  firstName: 'Bram',
  lastName: 'Willems',
  email: 'bram.willems@example.org',
};
const FAMILY_NAMES = [
  'Ahmadi',
  'Bakker',
  'Claes',
  'De Vos',
  'El Idrissi',
  'Goossens',
  'Hermans',
  'Jacobs',
  'Kaya',
  'Lambrechts',
  'Maes',
  'Nowak',
].map((name) => `Gezin ${name}`);
const TITLE = messages.families.registrationNotificationTitle;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const notices = (page: Page) => page.locator('.ant-notification-notice');

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on screen');
  return box;
}

/** The controls among `locator`'s matches that are on screen, each with its box. */
async function visibleBoxes(page: Page, locator: Locator) {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const boxes: Box[] = [];
  for (const each of await locator.all()) {
    const box = await each.boundingBox();
    if (box && box.y + box.height > 0 && box.y < viewport.height) boxes.push(box);
  }
  return boxes;
}

/**
 * The new-registration notice (8 s) where it covers no controls, one notice at a time (issue 37
 * point 8, spec §9 toasts: 1 visible at a time).
 */
describe.runIf(hasChromium())('The new-registration notice', () => {
  const suite = browserSuite();
  let registrations = 0;

  beforeAll(async () => {
    const { portal } = suite;
    await Promise.all([COORDINATOR, VOLUNTEER].map((user) => createUserAsAdmin(portal, user)));
    const admin = await apiLogin(portal, portal.admin.username, portal.admin.password);
    for (const parentName of FAMILY_NAMES)
      await callApi(portal, 'POST', '/api/families', {
        token: admin,
        body: { parentName, email: `${parentName.replace(/\W+/g, '.').toLowerCase()}@example.org` },
      });
  });

  /** A parent registers through the public form's route; the next poll, brought forward, announces it. */
  async function announceRegistration(page: Page) {
    registrations += 1;
    await callApi(suite.portal, 'POST', '/api/public/family-registration', {
      body: {
        parentName: `Ouder ${registrations}`,
        childName: 'Lina',
        childAge: 9,
        school: 'Basisschool De Linde',
        grade: '3de leerjaar',
        phone: '0471 12 34 56',
        email: '',
        address: 'Kerkstraat 1, 2800 Mechelen',
        notes: 'Hulp bij huiswerk plannen',
        guardianConsent: true,
      },
    });
    await page.clock.fastForward(NOTIFICATION_POLL_MS);
    const notice = notices(page).filter({ hasText: TITLE });
    await notice.waitFor({ timeout: 10_000 });
    return notice;
  }

  async function coordinatorOnFamilies() {
    const page = await suite.openPage();
    await page.clock.install();
    await signIn(page, COORDINATOR.username, COORDINATOR.password);
    await page.goto('/gezinnen');
    await page.getByRole('button', { name: `Gezin ${FAMILY_NAMES[0]} bewerken` }).waitFor();
    // The first poll sets the last check: what arrives after it is announced.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) => key.startsWith('notifications_last_check_')),
        ),
      )
      .toBe(true);
    return page;
  }

  it('covers neither the field for choosing the volunteer nor the table’s actions', async () => {
    // Prepare: the coordinator edits a family, the volunteer field in sight
    const page = await coordinatorOnFamilies();
    await page.getByRole('button', { name: `Gezin ${FAMILY_NAMES[0]} bewerken` }).click();
    const dialog = page.getByRole('dialog');
    const volunteerField = dialog
      .locator('.ant-form-item')
      .filter({ has: page.getByRole('combobox', { name: 'Begeleider' }) });
    await volunteerField.scrollIntoViewIfNeeded();
    const fieldBox = await boxOf(volunteerField);

    // Act
    const inDialog = await announceRegistration(page);

    // Assess: not over the volunteer field, nor over any other control of the dialog on screen
    await saveScreenshot(page, 'toast-placement-01-dialog');
    const dialogNotice = await boxOf(inDialog);
    expect(overlaps(dialogNotice, fieldBox)).toBe(false);
    const controls = await visibleBoxes(page, dialog.locator('input, button, .ant-select, textarea'));
    expect(controls.filter((box) => overlaps(dialogNotice, box))).toEqual([]);

    // Act: close the dialog; the next registration is announced over the table
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const overTable = await announceRegistration(page);

    // Assess: no action button of the rows on screen lies under it
    await saveScreenshot(page, 'toast-placement-02-table');
    const actions = await visibleBoxes(page, page.locator('.families-table td:last-child button'));
    expect(actions.length).toBeGreaterThan(5);
    const noticeBox = await boxOf(overTable);
    expect(actions.filter((box) => overlaps(noticeBox, box))).toEqual([]);
  });

  it('shows one notice at a time: a later toast replaces the registration notice', async () => {
    // Prepare
    const page = await coordinatorOnFamilies();
    await announceRegistration(page);

    // Act: a save's success toast while the notice is up
    await page.getByRole('button', { name: `Gezin ${FAMILY_NAMES[1]} bewerken` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await notices(page).filter({ hasText: messages.families.updated }).waitFor();

    // Assess
    await saveScreenshot(page, 'toast-placement-03-one-at-a-time');
    await expect.poll(() => notices(page).count()).toBe(1);
    expect(await notices(page).filter({ hasText: TITLE }).count()).toBe(0);
  });
});
