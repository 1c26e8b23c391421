import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
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
 * The critical and serious axe-core findings on the page as it shows now (WCAG 2.x A/AA and best
 * practices), one entry per rule with the elements it names; `coloursOnly` runs the colour rules
 * alone. The browser asks for reduced motion (see newContext), so the app shows no transition and
 * colours are measured at rest without waiting.
 *
 * A page without frames (almost every screen) is checked by axe.run inside the page, with axe-core
 * loaded once per page load: @axe-core/playwright's AxeBuilder injects the 550 kB script again on
 * every call and opens and closes a second tab to assemble the results, two to four times as long
 * for the same findings (compared rule by rule on the staff screens). A page with frames (the
 * registration preview in the settings, the e-mail preview) goes through AxeBuilder as before, frame
 * by frame; neither way looks inside a frame sandboxed without scripts (the e-mail preview).
 */
export async function seriousAxeFindings(
  page: Page,
  options: { coloursOnly?: boolean } = {},
): Promise<AxeFinding[]> {
  const runOnly: axe.RunOptions['runOnly'] = options.coloursOnly
    ? { type: 'rule', values: COLOUR_RULES }
    : { type: 'tag', values: ALL_TAGS };
  const results =
    page.frames().length > 1 ? await analyzeWithBuilder(page, options) : await runInPage(page, runOnly);
  const findings = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      count: violation.nodes.length,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  if (options.coloursOnly) return findings;
  const spoken = await iconNamesInAccessibleNames(page);
  if (spoken.length === 0) return findings;
  return [
    ...findings,
    { rule: ICON_NAME_RULE, impact: 'serious', count: spoken.length, targets: spoken.slice(0, 5) },
  ];
}

/** Our own rule next to axe's: axe accepts "euro-circle Declaraties" as a perfectly good name. */
export const ICON_NAME_RULE = 'icon-name-in-accessible-name';

/**
 * Controls whose accessible name starts with or contains an icon's own (English) name (issue 37
 * point 11): an antd icon is a `role="img"` labelled with its own name, "plus" or "euro-circle", and inside a button,
 * link, menu entry or tab without its own `aria-label` that label becomes part of what a screen
 * reader says. An icon hidden with `aria-hidden`, not rendered (`hidden`, `display: none`,
 * `visibility: hidden`), or inside a control named by `aria-label`, is not heard. Each finding reads `<role or tag> "<icon name>" in "<visible text>"`.
 */
function iconNamesInAccessibleNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls =
      'a[href], button, summary, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"], [role="switch"], [role="checkbox"]';
    const spoken: string[] = [];
    for (const icon of document.querySelectorAll<HTMLElement>('.anticon[role="img"][aria-label]')) {
      // antd labels an icon with its own name and class ("anticon-plus"); a Dutch label given on purpose is fine.
      const isOwnName = icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`);
      // Nor is one that is not rendered: in a hidden section, or antd's clear button of an empty field.
      const isShown = icon.checkVisibility({ visibilityProperty: true });
      if (!isOwnName || !isShown || icon.closest('[aria-hidden="true"]')) continue;
      const control = icon.closest<HTMLElement>(controls);
      if (!control || control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby')) continue;
      const kind = control.getAttribute('role') ?? control.tagName.toLowerCase();
      const text = (control.textContent ?? '').trim().slice(0, 40);
      spoken.push(`${kind} "${icon.getAttribute('aria-label')}" in "${text}"`);
    }
    return spoken;
  });
}

function analyzeWithBuilder(page: Page, options: { coloursOnly?: boolean }): Promise<axe.AxeResults> {
  const builder = new AxeBuilder({ page });
  return (options.coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(ALL_TAGS)).analyze();
}

async function runInPage(page: Page, runOnly: axe.RunOptions['runOnly']): Promise<axe.AxeResults> {
  const hasAxe = await page.evaluate(() => typeof (window as AxeWindow).axe === 'object');
  if (!hasAxe) await page.evaluate(axe.source);
  return page.evaluate(
    (runOptions) => {
      const engine = (window as AxeWindow).axe;
      if (!engine) throw new Error('axe-core is not loaded');
      return engine.run(document, runOptions);
    },
    { runOnly },
  );
}

/** Fails with every finding listed, so a broken contrast names its element. */
export async function expectNoSeriousAxeViolations(page: Page, screen = page.url()): Promise<void> {
  const findings = await seriousAxeFindings(page);
  expect(findings, `axe on ${screen}`).toEqual([]);
}
