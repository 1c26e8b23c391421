import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newContext } from './browser';
import { startTestPortal, type TestPortal, type TestPortalOptions } from './portal';
import { signIn } from './session';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Who signs in: a username and password (a test user's fields, or the portal's admin). */
export type Credentials = { readonly username: string; readonly password: string };

export type BrowserSuite = {
  /** The file's portal, its own or the lane's shared one (ready in the file's beforeAll: this suite's hooks run first). */
  readonly portal: TestPortal;
  readonly browser: Browser;
  /** A page in a fresh context (own cookies), closed after the file; errors in the page are logged. */
  openPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * A fresh page signed in as `user` on the dashboard. The first call signs in through the login
   * screen (with the second step, see session.ts) and keeps the context's storage state (cookie and
   * stored user) as it was right after sign-in; later calls start from that state and so skip the
   * sign-in: in this file, or on the shared portal in every later file too (the admin signs in once
   * per lane). A page whose stored session no longer holds (signed out, revoked) signs in again.
   * Tests of the sign-in itself use `openPage` and `signIn`.
   */
  signedInPage(user: Credentials, options?: BrowserContextOptions): Promise<Page>;
};

export type BrowserSuiteOptions = {
  /**
   * `true`: the file runs on the lane's shared portal (started by the first such file, then kept for
   * every later one) instead of starting its own. The rule: a file may share when it only adds data of
   * its own and looks only at that data. Its users, families, news and so on carry names no other
   * file uses (another file's rows are in the same tables), it finds rows by those names, never by
   * position or by counting every row, and nothing it clicks hides behind a list that grows with other
   * files' rows (the agenda's share picker did), and it changes nothing portal-wide: no settings, theme,
   * organisation, logo, second-factor policy or retention periods, no backup or restore, no read of
   * the whole mailbox, nothing that fills a rate limit. Everything else starts a fresh portal (the
   * default), as do files with `portal` options.
   */
  sharedPortal?: boolean;
  portal?: TestPortalOptions;
  /** Switches for a Chromium of the file's own; without them the file uses the lane's one Chromium. */
  browserArgs?: readonly string[];
};

/**
 * What outlives a file when the browser files share one Vitest worker (the e2e project's
 * `isolate: false`, vitest.config.ts): one Chromium and one shared portal per lane. Under isolation
 * (each file in a fresh worker) they simply live for one file.
 */
let laneBrowser: Promise<Browser> | undefined;
let sharedPortal: Promise<{ portal: TestPortal; sessions: Map<string, StorageState> }> | undefined;

async function browserOfLane(): Promise<Browser> {
  const current = laneBrowser ? await laneBrowser.catch(() => undefined) : undefined;
  if (current?.isConnected()) return current;
  laneBrowser = launchBrowser();
  return laneBrowser;
}

async function sharedPortalOfLane() {
  if (!sharedPortal) {
    sharedPortal = startTestPortal({}, inject('endpoints')).then((portal) => ({
      portal,
      sessions: new Map<string, StorageState>(),
    }));
    sharedPortal.catch(() => {
      sharedPortal = undefined;
    });
  }
  const shared = await sharedPortal;
  // A file with a portal of its own may have run since: the handlers' environment points back here.
  shared.portal.activate();
  return shared;
}

/**
 * The setup every browser-test file shares: a portal (the lane's shared one, or one of the file's
 * own: see `sharedPortal`) and Chromium, ready before the file's own beforeAll, with `openPage` for a
 * fresh signed-out page. A portal keeps its data in tables, buckets and a mailbox of its own on the
 * run's shared DynamoDB Local and s3rver (the project's global setup), so a file starts no Java
 * process of its own. Call it at the top of the file's describe block.
 */
export function browserSuite(options: BrowserSuiteOptions = {}) {
  const isShared = options.sharedPortal === true;
  if (isShared && options.portal)
    throw new Error('A file with portal options starts a portal of its own: drop sharedPortal');
  let portal: TestPortal | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  /** Storage state right after each user's first sign-in (see signedInPage): the file's, or the shared portal's. */
  let sessions = new Map<string, StorageState>();

  beforeAll(async () => {
    const [started, launched] = await Promise.all([
      isShared ? sharedPortalOfLane() : startTestPortal(options.portal, inject('endpoints')),
      options.browserArgs ? launchBrowser(options.browserArgs) : browserOfLane(),
    ]);
    browser = launched;
    if ('sessions' in started) {
      portal = started.portal;
      sessions = started.sessions;
    } else {
      portal = started;
    }
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    if (options.browserArgs) await browser?.close();
    // The shared portal stays for the next file, once the work this file queued is done (a worker
    // running later would write with the next file's environment).
    if (isShared) await portal?.idle();
    else await portal?.stop();
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
