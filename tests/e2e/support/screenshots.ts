import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** git-ignored; look at them after a run. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots', import.meta.url));

/** Whether this run saves screenshots: `SCREENSHOTS=1` (e.g. `SCREENSHOTS=1 npx vitest run --project e2e tests/e2e/news.test.ts`). */
export function screenshotsWanted(): boolean {
  return process.env.SCREENSHOTS === '1';
}

/**
 * Saves what the page shows as `tests/e2e/screenshots/<name>.png` when the run asks for it
 * (`SCREENSHOTS=1`, see the README's testing section), for a person to look at a screen they
 * changed; returns the file's path, or undefined when the run saves none. An ordinary run skips
 * them: about 250 PNGs of a 1440×900 page cost some 75 ms and 0.06 s of CPU each.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string | undefined> {
  if (!screenshotsWanted()) return undefined;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // No wait for motion: test contexts ask for reduced motion, so antd shows the resting state at once.
  await page.screenshot({ path, fullPage: false, animations: 'disabled' });
  return path;
}
