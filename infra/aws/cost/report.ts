import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { loadStageConfig } from '../config';
import { REPOSITORY_ROOT } from '../stacks/portal-stack';
import { addPortalStacks } from '../stacks/portal-stacks';
import {
  type CostLine,
  estimateMonthlyCost,
  estimateWafCost,
  type Template,
  takeInventory,
  totalOf,
} from './model';
import { USAGE_200_USERS } from './usage';

/** The goal of issue 40 item 10: at most this many dollars a month for 200 users without WAF. */
export const GOAL_PER_MONTH = 3;

/**
 * Synthesises the stage's stacks offline (handlers not bundled: a function's size does not change its
 * price) with WAF switched on, so its share can be shown apart.
 */
export function synthesiseTemplates(stage: string): Template[] {
  const cdkJson = JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const outdir = mkdtempSync(join(tmpdir(), 'vwp-cost-'));
  try {
    const app = new App({
      outdir,
      context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] },
      builtinCloudFormationValidation: false,
    });
    const config = loadStageConfig(stage);
    addPortalStacks(app, { ...config, waf: { ...config.waf, enabled: true } });
    const assembly = app.synth();
    return readdirSync(assembly.directory)
      .filter((file) => file.endsWith('.template.json'))
      .map((file) => JSON.parse(readFileSync(join(assembly.directory, file), 'utf8')) as Template);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

export type CostEstimate = { lines: CostLine[]; waf: CostLine | null };

/** The stage's monthly cost for 200 users (USAGE_200_USERS), the WAF option apart. */
export function estimateStage(stage: string): CostEstimate {
  const inventory = takeInventory(synthesiseTemplates(stage));
  return {
    lines: estimateMonthlyCost(inventory, USAGE_200_USERS),
    waf: estimateWafCost(inventory, USAGE_200_USERS),
  };
}

export const dollars = (value: number) => `$${value.toFixed(2)}`;

/** The estimate as the README's Markdown table (`npm run cost -- --markdown`), one string per line. */
export function costMarkdownLines({ lines, waf }: CostEstimate): string[] {
  const total = totalOf(lines);
  return [
    '| service | usage (from the templates and the assumptions) | per month | without free tier |',
    '| --- | --- | --- | --- |',
    ...lines.map(
      (line) =>
        `| ${line.service} | ${line.usage} | ${dollars(line.withFreeTier)} | ${dollars(line.withoutFreeTier)} |`,
    ),
    `| **total** | | **${dollars(total.withFreeTier)}** | **${dollars(total.withoutFreeTier)}** |`,
    ...(waf
      ? [
          `| ${waf.service} | ${waf.usage} | + ${dollars(waf.withFreeTier)} | + ${dollars(waf.withoutFreeTier)} |`,
        ]
      : []),
  ];
}

/** How the total without WAF stands against the goal, as the script and the README say it. */
export function goalVerdict(lines: readonly CostLine[]): string {
  const total = totalOf(lines).withFreeTier;
  return total <= GOAL_PER_MONTH
    ? `within the goal of ${dollars(GOAL_PER_MONTH)}`
    : `over the goal of ${dollars(GOAL_PER_MONTH)} by ${dollars(total - GOAL_PER_MONTH)}`;
}
