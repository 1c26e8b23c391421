import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Declaration, DeclarationPage } from '../../shared/schemas/declarations';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

const VOLUNTEER = {
  username: 'rit.vrijwilliger',
  password: 'Vier-Tikken-Naar-Huis-58',
  firstName: 'Ruben',
  lastName: 'Jacobs',
  email: 'ruben.jacobs@example.org',
};
const PHONE = { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true } as const;
const FREQUENT = { description: 'Thuis – school De Linde', kilometers: '12' };
const TARGET = { taps: 4, milliseconds: 30_000 };

/** Taps like a finger and counts each tap. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.tap();
    },
    get taps() {
      return taps;
    },
  };
}

describe.runIf(hasChromium())("the volunteer's phone: declarations (issue 35)", () => {
  const suite = browserSuite();
  let token = '';

  const ownDeclarations = async () =>
    (await callApi<DeclarationPage>(suite.portal, 'GET', '/api/declarations?limit=200', { token })).items;

  beforeAll(async () => {
    await createUserAsAdmin(suite.portal, VOLUNTEER);
    token = await apiLogin(suite.portal, VOLUNTEER.username, VOLUNTEER.password);
    const trips = [FREQUENT, FREQUENT, { description: 'Thuis – gezin Aerts', kilometers: '7.5' }];
    for (const trip of trips) {
      await callApi<Declaration>(suite.portal, 'POST', '/api/declarations', {
        token,
        body: { type: 'mileage', date: new Date().toISOString().slice(0, 10), ...trip },
      });
    }
  });

  const dashboard = async (): Promise<Page> => {
    const page = await suite.signedInPage(VOLUNTEER, PHONE);
    await page.getByRole('button', { name: 'Nieuwe rit' }).waitFor();
    return page;
  };

  it('declares a frequent trip in at most four taps and 30 seconds from the dashboard', async () => {
    const page = await dashboard();
    const before = (await ownDeclarations()).length;
    await saveScreenshot(page, 'phone-dashboard-390');
    // The quick actions come first: above the welcome line.
    const quick = await page.getByRole('navigation', { name: 'Snel declareren' }).boundingBox();
    const welcome = await page.getByRole('heading', { name: /^Welkom/ }).boundingBox();
    expect(quick?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(welcome?.y ?? 0);

    const started = Date.now();
    const finger = tapCounter();
    await finger.tap(page.getByRole('button', { name: 'Nieuwe rit' }));
    await finger.tap(page.getByRole('button', { name: /Thuis – school De Linde/ }));
    await saveScreenshot(page, 'phone-trip-form-390');
    await finger.tap(page.getByRole('button', { name: 'Indienen' }));
    await page.getByText('Declaratie ingediend').waitFor();
    const elapsed = Date.now() - started;
    console.info(`[four-tap trip] frequent trip: ${finger.taps} taps, ${elapsed} ms`);
    await saveScreenshot(page, 'phone-trip-done-390');

    expect(finger.taps).toBeLessThanOrEqual(TARGET.taps);
    expect(elapsed).toBeLessThanOrEqual(TARGET.milliseconds);
    const after = await ownDeclarations();
    expect(after).toHaveLength(before + 1);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' });
    expect(
      after.filter((item) => item.description === FREQUENT.description && item.date === today),
    ).toHaveLength(3);
  });

  it('declares a new trip, typing included, in at most four taps and 30 seconds', async () => {
    const page = await dashboard();
    const started = Date.now();
    const finger = tapCounter();
    await finger.tap(page.getByRole('button', { name: 'Nieuwe rit' }));
    await finger.tap(page.getByLabel('Van – naar'));
    await page.keyboard.type('Thuis – bibliotheek Zuid');
    await finger.tap(page.getByLabel('Kilometers'));
    await page.keyboard.type('4,3');
    await finger.tap(page.getByRole('button', { name: 'Indienen' }));
    await page.getByText('Declaratie ingediend').waitFor();
    const elapsed = Date.now() - started;
    console.info(`[four-tap trip] new trip typed: ${finger.taps} taps, ${elapsed} ms`);

    expect(finger.taps).toBeLessThanOrEqual(TARGET.taps);
    expect(elapsed).toBeLessThanOrEqual(TARGET.milliseconds);
    const trip = (await ownDeclarations()).find((item) => item.description === 'Thuis – bibliotheek Zuid');
    expect(trip).toMatchObject({ type: 'mileage', kilometers: 4.3, amount: '1.29' });
  });
});
