import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newContext } from './browser';
import { startTestPortal, type TestPortal, type TestPortalOptions } from './portal';

export type BrowserSuite = {
  /** The file's own portal (ready in the file's beforeAll: this suite's hooks run first). */
  readonly portal: TestPortal;
  readonly browser: Browser;
  /** A page in a fresh context (own cookies), closed after the file; errors in the page are logged. */
  openPage(options?: BrowserContextOptions): Promise<Page>;
};

/**
 * The setup every browser-test file shares: one portal and one Chromium per file, started together
 * before the file's own beforeAll and stopped after it, with `openPage` for a fresh signed-out page.
 * Call it at the top of the file's describe block.
 */
export function browserSuite(options: { portal?: TestPortalOptions; browserArgs?: readonly string[] } = {}) {
  let portal: TestPortal | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [portal, browser] = await Promise.all([
      startTestPortal(options.portal),
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
