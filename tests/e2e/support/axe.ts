import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the portal promises (issue 23 point 10): no critical or serious axe finding on any screen. */
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

/**
 * The rules a theme can break: a theme changes colours only, so a screen checked in full once is
 * checked in its other themes with these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const ALL_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type AxeFinding = { rule: string; impact: string; count: number; targets: string[] };

type AxeWindow = { axe?: typeof axe };

/**
 * Loads axe-core into a frame that does not hold it yet. A screen reached inside the app (no page
 * load) keeps it, so a sweep pays for the 550 kB script once per page load instead of once per check.
 */
async function ensureAxe(frame: Frame): Promise<void> {
  const hasAxe = await frame.evaluate(() => typeof (window as AxeWindow).axe === 'object');
  if (!hasAxe) await frame.evaluate(axe.source);
}

/**
 * The critical and serious axe-core findings on the page as it shows now (WCAG 2.x A/AA and best
 * practices), one entry per rule with the elements it names; `coloursOnly` runs the colour rules
 * alone. The browser asks for reduced motion (see newContext), so the app shows no transition and
 * colours are measured at rest without waiting.
 *
 * axe runs in the page itself (axe.run, which checks the page's same-origin frames through the copy
 * loaded in each), not through @axe-core/playwright's AxeBuilder: that injects the script again on
 * every call and opens and closes a second tab to assemble the results, which took two to four
 * times as long for the same findings (compared rule by rule on the staff screens).
 */
export async function seriousAxeFindings(
  page: Page,
  options: { coloursOnly?: boolean } = {},
): Promise<AxeFinding[]> {
  await ensureAxe(page.mainFrame());
  // A frame that goes away meanwhile (a preview being replaced) is simply not checked, as with AxeBuilder.
  await Promise.all(
    page
      .frames()
      .filter((frame) => frame !== page.mainFrame())
      .map((frame) => ensureAxe(frame).catch(() => undefined)),
  );
  const runOnly: axe.RunOptions['runOnly'] = options.coloursOnly
    ? { type: 'rule', values: COLOUR_RULES }
    : { type: 'tag', values: ALL_TAGS };
  const results = await page.evaluate(
    (runOptions) => {
      const engine = (window as AxeWindow).axe;
      if (!engine) throw new Error('axe-core is not loaded');
      return engine.run(document, runOptions);
    },
    { runOnly },
  );
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      count: violation.nodes.length,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** Fails with every finding listed, so a broken contrast names its element. */
export async function expectNoSeriousAxeViolations(page: Page, screen = page.url()): Promise<void> {
  const findings = await seriousAxeFindings(page);
  expect(findings, `axe on ${screen}`).toEqual([]);
}
