import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the portal promises (issue 23 point 10): no critical or serious axe finding on any screen. */
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

/**
 * The rules a theme can break: a theme changes colours only, so a screen checked in full once is
 * checked in its other themes with these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type AxeFinding = { rule: string; impact: string; count: number; targets: string[] };

/**
 * The critical and serious axe-core findings on the page as it shows now (WCAG 2.x A/AA and best
 * practices), one entry per rule with the elements it names; `coloursOnly` runs the colour rules
 * alone. The browser asks for reduced motion (see newContext), so the app shows no transition and
 * colours are measured at rest without waiting.
 */
export async function seriousAxeFindings(
  page: Page,
  options: { coloursOnly?: boolean } = {},
): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page });
  const results = await (options.coloursOnly
    ? builder.withRules(COLOUR_RULES)
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
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
