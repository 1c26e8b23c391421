import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeclarationPage } from '../../shared/schemas/declarations';
import { DRAFTS_SYNC_TAG } from '../../web/src/lib/offline/sync-messages';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium, INSTALLED_PHONE } from './support/browser';
import { browserSuite } from './support/suite';

const VOLUNTEER = {
  username: 'sync.vrijwilliger',
  password: 'Later-Versturen-Bij-Bereik-73',
  firstName: 'Noor',
  lastName: 'Claes',
  email: 'noor.claes@example.org',
};
const PHONE = INSTALLED_PHONE;
const TRIP = 'Thuis – gezin Wouters';

/** The Background Sync tags the page's service worker registration holds (pending or waiting to retry). */
const syncTags = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: { getTags(): Promise<string[]> } })
      .sync;
    return sync ? sync.getTags() : null;
  });

/** The id Chromium's DevTools protocol gives the portal's service worker registration. */
async function registrationIdOf(page: Page, origin: string) {
  const session = await page.context().newCDPSession(page);
  const registrations = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      const ours = updated.find((registration) => registration.scopeURL === `${origin}/`);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  return { session, registrationId: await registrations };
}

describe.runIf(hasChromium())('drafts sent by Background Sync (issue 35 step 4)', () => {
  const suite = browserSuite({ sharedPortal: true });
  let token = '';

  beforeAll(async () => {
    await createUserAsAdmin(suite.portal, VOLUNTEER);
    token = await apiLogin(suite.portal, VOLUNTEER.username, VOLUNTEER.password);
  });

  const arrived = async () =>
    (
      await callApi<DeclarationPage>(suite.portal, 'GET', '/api/declarations?limit=200', { token })
    ).items.filter((item) => item.description === TRIP);

  it('registers a sync when a trip is kept as a draft, and sends it once when the sync fires', async () => {
    const page = await suite.signedInPage(VOLUNTEER, PHONE);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByRole('button', { name: 'Nieuwe rit' }).tap();
    await page.getByLabel('Van – naar').waitFor();
    // The network fails for the declaration only: the page stays online, so no `online` event and no
    // reload can be what sends the draft later; only the sync can.
    const failCreate = (route: import('playwright-core').Route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback();
    await page.context().route('**/api/declarations', failCreate);
    await page.getByLabel('Van – naar').fill(TRIP);
    await page.getByLabel('Kilometers').fill('6');
    await page.getByRole('button', { name: 'Indienen' }).tap();
    const waiting = page.getByRole('region', { name: 'Wacht op verbinding' });
    await waiting.getByText(new RegExp(TRIP)).waitFor();

    await expect.poll(() => syncTags(page)).toContain(DRAFTS_SYNC_TAG);
    expect(await arrived()).toHaveLength(0);

    await page.context().unroute('**/api/declarations', failCreate);
    const { session, registrationId } = await registrationIdOf(page, suite.portal.url);
    await session.send('ServiceWorker.dispatchSyncEvent', {
      origin: suite.portal.url,
      registrationId,
      tag: DRAFTS_SYNC_TAG,
      lastChance: false,
    });
    await expect.poll(async () => (await arrived()).length, { timeout: 20_000 }).toBe(1);
    await waiting.waitFor({ state: 'detached' });

    // A second sync (the browser's retry, another tab) finds nothing left to send.
    await session.send('ServiceWorker.dispatchSyncEvent', {
      origin: suite.portal.url,
      registrationId,
      tag: DRAFTS_SYNC_TAG,
      lastChance: true,
    });
    await page.waitForTimeout(1_000);
    expect(await arrived()).toHaveLength(1);
    expect((await arrived())[0]).toMatchObject({ kilometers: 6, type: 'mileage' });
  });
});
