import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { totalOf } from '../../infra/aws/cost/model';
import { costMarkdownLines, dollars, estimateStage, GOAL_PER_MONTH } from '../../infra/aws/cost/report';

/** The README's "What it costs" section, up to the next heading. */
function costSection(): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('### What it costs');
  return readme.slice(start, readme.indexOf('\n#', start + 1));
}

describe('the README’s cost figures', () => {
  it('are what `npm run cost -- --markdown` prints for the prod stage today', () => {
    // Prepare
    const estimate = estimateStage('prod');
    const section = costSection();

    // Act
    const table = section.split('\n').filter((line) => line.startsWith('|'));

    // Assess: the table line by line, and the sentence that weighs the total against the goal
    expect(table).toEqual(costMarkdownLines(estimate));
    const total = totalOf(estimate.lines).withFreeTier;
    expect(section).toContain(
      total <= GOAL_PER_MONTH
        ? `the estimate is ${dollars(GOAL_PER_MONTH - total)} under it`
        : `the estimate is ${dollars(total - GOAL_PER_MONTH)} over it`,
    );
  });
});
