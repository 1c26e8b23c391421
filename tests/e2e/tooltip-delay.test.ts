import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOOLTIP } from '../../shared/constants';
import { hasChromium } from './support/browser';
import { browserSuite } from './support/suite';

/** How long after the pointer arrived the tooltip naming `text` was on screen, in ms. */
async function msUntilTooltip(page: Page, trigger: Locator, text: RegExp): Promise<number> {
  const startedAt = Date.now();
  await trigger.hover();
  await page.getByRole('tooltip').filter({ hasText: text }).waitFor({ state: 'visible', timeout: 5_000 });
  return Date.now() - startedAt;
}

describe.runIf(hasChromium())('tooltip delays (spec §9: open 700 ms, skip 300 ms)', () => {
  const suite = browserSuite({ sharedPortal: true });

  it('waits the open delay for a first tooltip, opens the next at once, and waits again after the skip delay', async () => {
    // Prepare: the dashboard, with the bell and the theme switch side by side in the header
    const page = await suite.signedInPage(suite.portal.admin);
    const header = page.getByRole('banner');
    const theme = header.getByRole('button', { name: /^Thema:/ });
    const bell = header.getByRole('button', { name: /^Meldingen/ });
    await bell.waitFor();

    // Act + Assess: the first tooltip waits at least the open delay
    expect(await msUntilTooltip(page, theme, /^Thema:/)).toBeGreaterThanOrEqual(TOOLTIP.openDelayMs);

    // the bell's, reached while the first is shown, opens without waiting the open delay again
    expect(await msUntilTooltip(page, bell, /melding/i)).toBeLessThan(TOOLTIP.openDelayMs - 100);

    // away from both for longer than the skip delay: the next tooltip waits the open delay again
    await page.mouse.move(5, 400);
    await page
      .getByRole('tooltip')
      .filter({ hasText: /melding/i })
      .waitFor({ state: 'hidden' });
    await page.waitForTimeout(TOOLTIP.skipDelayMs + 700);
    expect(await msUntilTooltip(page, theme, /^Thema:/)).toBeGreaterThanOrEqual(TOOLTIP.openDelayMs);
  });
});
