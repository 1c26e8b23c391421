import { describe, expect, it } from 'vitest';
import { APP_MANIFEST, APP_MANIFEST_PATH } from '../../shared/web-app-manifest';
import { createUserAsAdmin } from './support/api';
import { hasChromium, INSTALLED_PHONE } from './support/browser';
import { browserSuite } from './support/suite';

const VOLUNTEER = {
  username: 'pwa.vrijwilliger',
  password: 'Fiets-Naar-Het-Gezin-42',
  firstName: 'Ilse',
  lastName: 'Peeters',
  email: 'ilse.peeters@example.org',
};
const PHONE = INSTALLED_PHONE;

describe.runIf(hasChromium())('the installable app (issue 35 step 1)', () => {
  const suite = browserSuite({ sharedPortal: true });

  it('serves a manifest with a name, standalone display, start URL, theme colours and PNG icons', async () => {
    const page = await suite.openPage(PHONE);
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(APP_MANIFEST_PATH);

    const answer = await page.request.get(String(href));
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/json/);
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: APP_MANIFEST.name,
      short_name: APP_MANIFEST.short_name,
      display: 'standalone',
      start_url: '/',
      theme_color: APP_MANIFEST.theme_color,
      background_color: APP_MANIFEST.background_color,
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((entry: { sizes: string }) => entry.sizes === size);
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      expect((await image.body()).subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('precaches the app shell, opens it without a connection and never answers the API from its cache', async () => {
    await createUserAsAdmin(suite.portal, VOLUNTEER);
    const page = await suite.signedInPage(VOLUNTEER, PHONE);
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${suite.portal.url}/`);
    // The page that registered the worker is not controlled by it; the next load is.
    await page.reload();
    await page.locator('.app-header').waitFor();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);

    const apiAnswer = page.waitForResponse((response) => response.url().includes('/api/auth/me'));
    await page.evaluate(() => fetch('/api/auth/me', { credentials: 'same-origin' }));
    expect((await apiAnswer).fromServiceWorker()).toBe(false);

    await page.context().setOffline(true);
    try {
      await page.reload();
      // The shell comes from the precache: the app's own markup, not the browser's error page.
      await expect.poll(() => page.locator('#root > *').count()).toBeGreaterThan(0);
      expect(await page.title()).toContain('Vrijwilligersportaal');
    } finally {
      await page.context().setOffline(false);
    }
  });
});
