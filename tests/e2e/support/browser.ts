import { accessSync, constants } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';

/** Debian's Chromium (ARCHITECTURE §12); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the browser tests can run. Without Chromium they fail on CI (where a missing browser is
 * a broken machine) and are skipped with a notice elsewhere.
 */
export function hasChromium(): boolean {
  if (isExecutable(CHROMIUM_PATH)) return true;
  const instruction = `Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`;
  if (process.env.CI) throw new Error(`Browser tests cannot run. ${instruction}`);
  console.warn(`[e2e] Skipping browser tests. ${instruction}`);
  return false;
}

/**
 * A headless Chromium; Playwright gives every launch a fresh temporary profile (user-data-dir).
 * `extraArgs` adds switches, e.g. `--host-resolver-rules=MAP site.test 127.0.0.1` to reach a local
 * server under a name that is not localhost (and so not a secure context over http).
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}

export const DESKTOP_VIEWPORT = { width: 1440, height: 900 } as const;
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
/** The installed app on a phone, with its service worker (newContext blocks it unless a test asks). */
export const INSTALLED_PHONE = {
  viewport: PHONE_VIEWPORT,
  hasTouch: true,
  isMobile: true,
  serviceWorkers: 'allow',
} as const;

/**
 * A fresh context (own storage and cookies) in Dutch, like the portal's users, asking for reduced
 * motion as a user may: the app then turns antd's motion off, so dialogs, drawers, menus and toasts
 * appear and leave at once and no test waits for an animation to end. A test of motion itself
 * passes `reducedMotion: 'no-preference'`.
 *
 * Service workers are blocked: the production build's worker would precache every asset of the app
 * again in each fresh context. A test of the installed app (its worker, offline use, background
 * sync) passes `serviceWorkers: 'allow'`, as the phone-installable, phone-background-sync,
 * phone-declarations and phone-app-icons files do.
 */
export function newContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: DESKTOP_VIEWPORT,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    ...options,
  });
}
