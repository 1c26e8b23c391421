import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser';
import type { TestPortal } from './support/portal';
import { browserSuite } from './support/suite';

/**
 * Another origin on the same site as the local portal (localhost, another port): the browser sends
 * the session cookie along with its requests, SameSite=Strict or not, so only the server's Origin
 * check stands between such a page and the session. In AWS the same holds for any subdomain.
 */
function startOtherOrigin(): Promise<{ url: string; server: Server }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="nl"><head><title>Andere site</title></head><body></body></html>',
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://localhost:${(server.address() as AddressInfo).port}`, server }),
    );
  });
}

const statusOfMe = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/auth/me', { credentials: 'same-origin' })).status);

describe.runIf(hasChromium())('a page of another origin using the signed-in browser', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let other: { url: string; server: Server };

  beforeAll(async () => {
    portal = suite.portal;
    other = await startOtherOrigin();
  });

  afterAll(async () => {
    await new Promise((resolve) => other?.server.close(resolve));
  });

  it('cannot sign the user out with a cross-origin fetch that carries the cookie', async () => {
    // Prepare: signed in on the portal (the cookie is set by the portal's own sign-in call)
    const portalPage = await suite.openPage();
    const context = portalPage.context();
    await portalPage.goto(`${portal.url}/api/health`);
    const signIn = await portalPage.evaluate(
      async ({ username, password }) =>
        (
          await fetch('/api/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password }),
          })
        ).status,
      portal.admin,
    );
    expect(signIn).toBe(200);
    expect(await statusOfMe(portalPage)).toBe(200);

    // Act: the other origin posts to a state-changing route with the browser's credentials
    const otherPage = await context.newPage();
    await otherPage.goto(`${other.url}/`);
    await otherPage.evaluate(async (target) => {
      await fetch(`${target}/api/logout`, { method: 'POST', mode: 'no-cors', credentials: 'include' });
    }, portal.url);

    // Assess: the session is still there; the portal's own logout still works
    expect(await statusOfMe(portalPage)).toBe(200);
    const ownLogout = await portalPage.evaluate(
      async () => (await fetch('/api/logout', { method: 'POST' })).status,
    );
    expect(ownLogout).toBe(200);
    expect(await statusOfMe(portalPage)).toBe(401);
  });
});
