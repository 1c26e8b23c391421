import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../shared/routes';
import { DESKTOP_VIEWPORT, hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

/** Every CSP violation the page reports, from the document's own event. */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** The path (`data-path`, as written: the text has zero-width breaks) of every operation, scrolling to the end. */
async function pathsWhileScrolling(page: Page): Promise<string[]> {
  const seen = new Set<string>();
  for (let step = 0; step < 400; step += 1) {
    const paths = await page
      .locator('.opblock-summary-path')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-path') ?? ''));
    for (const path of paths) seen.add(path);
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY === before;
    });
    if (atEnd) break;
    await page.waitForTimeout(50);
  }
  return [...seen];
}

describe.runIf(hasChromium())('API reference at /api/docs', () => {
  const { openPage } = browserSuite({ sharedPortal: true });

  it('lists every route of the OpenAPI document under the portal CSP, signed out', async () => {
    // Prepare
    const page = await openPage({ viewport: DESKTOP_VIEWPORT });
    const violations = await watchCspViolations(page);

    // Act
    const response = await page.goto('/api/docs');

    // Assess: the portal's own page and headers, rendered by Swagger UI from /api/openapi.json
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    await expect.poll(() => page.title()).toBe('API-documentatie · Vrijwilligersportaal');
    // Swagger UI renders the operations near the viewport only: read them while scrolling down.
    await page.locator('.opblock').first().waitFor({ state: 'visible' });
    expect(new Set(await pathsWhileScrolling(page))).toEqual(new Set(routeList.map((route) => route.path)));
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'api-docs');
    expect(await violations()).toEqual([]);
  });

  it('opens one operation from a deep link, with its parameters and answers', async () => {
    const page = await openPage({ viewport: DESKTOP_VIEWPORT });

    await page.goto('/api/docs#/families/families-get');

    const familyGet = page.locator('#operations-families-families-get');
    await familyGet.locator('.parameters').first().waitFor({ state: 'visible' });
    await expect.poll(() => familyGet.locator('.responses-table').first().textContent()).toMatch(/404/);
    await saveScreenshot(page, 'api-docs-operation');
  });

  it('leaves the renderer out of the staff app', async () => {
    const page = await openPage({ viewport: DESKTOP_VIEWPORT });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto('/login');
    await page.getByRole('button', { name: /Inloggen/ }).waitFor({ state: 'visible' });

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /apiDocs|swagger/i.test(path))).toEqual([]);
  });
});
