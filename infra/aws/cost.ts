import { totalOf } from './cost/model';
import { costMarkdownLines, dollars, estimateStage, goalVerdict } from './cost/report';
import { USAGE_200_USERS } from './cost/usage';

/**
 * `npm run cost [-- --stage prod] [-- --markdown]`: synthesises the stage's stacks offline with WAF
 * switched on, so its share can be shown apart, and prints the monthly cost for 200 users with and
 * without the free tier (cost/report.ts). The README's cost table is this script's `--markdown`
 * output, which tests/infra/cost-readme.test.ts keeps in line.
 */
const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const stage = argument('--stage') ?? 'prod';
const asMarkdown = process.argv.includes('--markdown');

const estimate = estimateStage(stage);
const { lines, waf } = estimate;
const total = totalOf(lines);
if (asMarkdown) {
  for (const line of costMarkdownLines(estimate)) console.log(line);
} else {
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
  console.log(
    `\n${USAGE_200_USERS.users} users, stage ${stage}, without WAF: ${dollars(total.withFreeTier)} a month with the free tier (${goalVerdict(lines)}), ${dollars(total.withoutFreeTier)} without it.`,
  );
}
