import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newContext } from './browser';
import { startTestPortal, type TestPortal, type TestPortalOptions } from './portal';
import { signIn } from './session';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Who signs in: a username and password (a test user's fields, or the portal's admin). */
export type Credentials = { readonly username: string; readonly password: string };

export type BrowserSuite = {
  /** The file's own portal (ready in the file's beforeAll: this suite's hooks run first). */
  readonly portal: TestPortal;
  readonly browser: Browser;
  /** A page in a fresh context (own cookies), closed after the file; errors in the page are logged. */
  openPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * A fresh page signed in as `user` on the dashboard. The first call signs in through the login
   * screen (with the second step, see session.ts) and keeps the context's storage state (cookie and
   * stored user) as it was right after sign-in; later calls in the file start from that state and so
   * skip the sign-in. A page whose stored session no longer holds (signed out, revoked) signs in again.
   * Tests of the sign-in itself use `openPage` and `signIn`.
   */
  signedInPage(user: Credentials, options?: BrowserContextOptions): Promise<Page>;
};

/**
 * The setup every browser-test file shares: one portal and one Chromium per file, started together
 * before the file's own beforeAll and stopped after it, with `openPage` for a fresh signed-out page.
 * The portal keeps its data in tables, buckets and a mailbox of its own on the run's shared DynamoDB
 * Local and s3rver (the project's global setup), so a file starts no Java process of its own.
 * Call it at the top of the file's describe block.
 */
export function browserSuite(options: { portal?: TestPortalOptions; browserArgs?: readonly string[] } = {}) {
  let portal: TestPortal | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  /** Storage state right after each user's first sign-in in this file (see signedInPage). */
  const sessions = new Map<string, StorageState>();

  beforeAll(async () => {
    [portal, browser] = await Promise.all([
      startTestPortal(options.portal, inject('endpoints')),
      launchBrowser(options.browserArgs),
    ]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await portal?.stop();
  });

  const started = () => {
    if (!portal || !browser)
      throw new Error('The browser suite has not started: use it inside a test or hook');
    return { portal, browser };
  };
  const suite: BrowserSuite = {
    get portal() {
      return started().portal;
    },
    get browser() {
      return started().browser;
    },
    openPage: (contextOptions = {}) =>
      openPage(started().browser, started().portal.url, contexts, contextOptions),
    signedInPage: async (user, contextOptions = {}) => {
      const stored = sessions.get(user.username);
      const page = await suite.openPage(
        stored ? { ...contextOptions, storageState: stored } : contextOptions,
      );
      if (stored) {
        await page.goto('/');
        const header = page.locator('.app-header');
        const login = page.getByLabel('Gebruikersnaam');
        await header.or(login).first().waitFor();
        if (await header.isVisible()) return page;
      }
      await signIn(page, user.username, user.password);
      sessions.set(user.username, await page.context().storageState());
      return page;
    },
  };
  return suite;
}

/** A page in a new context of `browser`, remembered in `contexts` to be closed, that logs its uncaught errors. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  contexts: BrowserContext[],
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await newContext(browser, baseURL, options);
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[browser]', error.message));
  return page;
}
