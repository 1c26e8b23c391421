import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** git-ignored; look at them after a run. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots', import.meta.url));

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // No wait for motion: test contexts ask for reduced motion, so antd shows the resting state at once.
  await page.screenshot({ path, fullPage: false, animations: 'disabled' });
  return path;
}
