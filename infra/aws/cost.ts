import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { loadStageConfig } from './config';
import {
  type CostLine,
  estimateMonthlyCost,
  estimateWafCost,
  type Template,
  takeInventory,
  totalOf,
} from './cost/model';
import { USAGE_200_USERS } from './cost/usage';
import { REPOSITORY_ROOT } from './stacks/portal-stack';
import { addPortalStacks } from './stacks/portal-stacks';

/**
 * `npm run cost [-- --stage prod] [-- --markdown]`: synthesises the stage's stacks offline (handlers
 * not bundled: a function's size does not change its price) with WAF switched on, so its share can
 * be shown apart, and prints the monthly cost for 200 users with and without the free tier. The
 * README's cost table is this script's `--markdown` output.
 */
const GOAL_PER_MONTH = 3;

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const stage = argument('--stage') ?? 'prod';
const asMarkdown = process.argv.includes('--markdown');

function synthesiseTemplates(): Template[] {
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

const dollars = (value: number) => `$${value.toFixed(2)}`;

function printTable(lines: readonly CostLine[], waf: CostLine | null) {
  const total = totalOf(lines);
  if (asMarkdown) {
    console.log(
      '| service | usage (from the templates and the assumptions) | per month | without free tier |',
    );
    console.log('| --- | --- | --- | --- |');
    for (const line of lines) {
      console.log(
        `| ${line.service} | ${line.usage} | ${dollars(line.withFreeTier)} | ${dollars(line.withoutFreeTier)} |`,
      );
    }
    console.log(
      `| **total** | | **${dollars(total.withFreeTier)}** | **${dollars(total.withoutFreeTier)}** |`,
    );
    if (waf)
      console.log(
        `| ${waf.service} | ${waf.usage} | + ${dollars(waf.withFreeTier)} | + ${dollars(waf.withoutFreeTier)} |`,
      );
    return;
  }
  const width = Math.max(...lines.map((line) => line.service.length), 'total'.length);
  for (const line of lines) {
    console.log(
      `${line.service.padEnd(width)}  ${dollars(line.withFreeTier).padStart(7)}  ${dollars(line.withoutFreeTier).padStart(7)}  ${line.usage}`,
    );
  }
  console.log(
    `${'total'.padEnd(width)}  ${dollars(total.withFreeTier).padStart(7)}  ${dollars(total.withoutFreeTier).padStart(7)}`,
  );
  if (waf) console.log(`${waf.service}: + ${dollars(waf.withFreeTier)} a month (${waf.usage})`);
  const verdict =
    total.withFreeTier <= GOAL_PER_MONTH
      ? `within the goal of ${dollars(GOAL_PER_MONTH)}`
      : `over the goal of ${dollars(GOAL_PER_MONTH)} by ${dollars(total.withFreeTier - GOAL_PER_MONTH)}`;
  console.log(
    `\n${USAGE_200_USERS.users} users, stage ${stage}, without WAF: ${dollars(total.withFreeTier)} a month with the free tier (${verdict}), ${dollars(total.withoutFreeTier)} without it.`,
  );
}

const inventory = takeInventory(synthesiseTemplates());
printTable(estimateMonthlyCost(inventory, USAGE_200_USERS), estimateWafCost(inventory, USAGE_200_USERS));
