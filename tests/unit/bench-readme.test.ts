import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPORT_FLOOR_RATIO_BUDGET, EXPORT_RSS_MB_BUDGET, SUMMARY_GROWTH_BUDGET } from '../bench/accounting';
import {
  BACKUP_FLOOR_RATIO_BUDGET,
  RESTORE_FLOOR_RATIO_BUDGET,
  SECOND_RESTORE_FLOOR_RATIO_BUDGET,
} from '../bench/backup';
import { CALENDAR_WINDOW_GROWTH_BUDGET } from '../bench/calendar-latency';
import { SECOND_CLIENT_SIGN_IN_BUDGET_MS } from '../bench/client-limit';
import { DRIVE_LISTING_GROWTH_BUDGET } from '../bench/drive-latency';
import { EMAIL_QUEUE_FLOOR_RATIO_BUDGET } from '../bench/email-queue';
import { FAMILIES_LIST_GROWTH_BUDGET } from '../bench/families-list-latency';
import { IMPACT_GROWTH_BUDGET } from '../bench/impact-report';
import { GZIP_BUDGET_KB, HEAVY_ROUTE_MAX_KB, IMPORT_BUDGET_FACTOR } from '../bench/lambda-bundles';
import { GROWTH_BUDGET } from '../bench/list-latency';
import { OVERHEAD_BUDGET } from '../bench/middleware-overhead';
import { STAMP_AND_SEAL_BUDGET_MS } from '../bench/signing';
import { STATISTICS_GROWTH_BUDGET } from '../bench/statistics-latency';
import { WEB_SIZE_TARGETS } from '../bench/web-size';

/** The budget column of the README's Benchmarks table, by suite (without "(alone)"). */
function readmeBudgets(): Map<string, string> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(
    readme.indexOf('## Benchmarks'),
    readme.indexOf('\n## ', readme.indexOf('## Benchmarks') + 1),
  );
  const budgets = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 5 || cells[1] === 'suite' || cells[1]?.startsWith('---')) continue;
    budgets.set((cells[1] ?? '').replace(/\s*\(alone\)$/, ''), cells.at(-2) ?? '');
  }
  return budgets;
}

describe('the README’s benchmark table', () => {
  it('states the budgets the bench enforces', () => {
    // Prepare
    const budgets = readmeBudgets();
    const kb = (bytes: number) => `${bytes / 1024} KB`;

    // Assess
    expect(budgets.get('web bundles')).toContain(
      `${kb(WEB_SIZE_TARGETS.login)}, ${kb(WEB_SIZE_TARGETS.app)}`,
    );
    expect(budgets.get('lambda bundles')).toContain(`≤ ${GZIP_BUDGET_KB} KB gzip`);
    expect(budgets.get('lambda bundles')).toContain(`≤ ${IMPORT_BUDGET_FACTOR} × \`health\``);
    expect(budgets.get('lambda bundles')).toContain(`at most ${HEAVY_ROUTE_MAX_KB} KB`);
    expect(budgets.get('middleware overhead')).toBe(`≤ ${OVERHEAD_BUDGET} ×`);
    expect(budgets.get('client limit')).toBe(`median ≤ ${SECOND_CLIENT_SIGN_IN_BUDGET_MS} ms`);
    expect(budgets.get('list latency')).toBe(`ratio ≤ ${GROWTH_BUDGET}`);
    expect(budgets.get('families list')).toBe(`ratio ≤ ${FAMILIES_LIST_GROWTH_BUDGET}`);
    expect(budgets.get('statistics latency')).toBe(`ratio ≤ ${STATISTICS_GROWTH_BUDGET}`);
    expect(budgets.get('impact report')).toBe(`ratio ≤ ${IMPACT_GROWTH_BUDGET}`);
    expect(budgets.get('calendar window')).toBe(`ratio ≤ ${CALENDAR_WINDOW_GROWTH_BUDGET}`);
    expect(budgets.get('drive folder listing')).toBe(`ratio ≤ ${DRIVE_LISTING_GROWTH_BUDGET}`);
    expect(budgets.get('accounting')).toBe(
      `ratio ≤ ${SUMMARY_GROWTH_BUDGET}; export ÷ the mean of the floors around it ≤ ${EXPORT_FLOOR_RATIO_BUDGET} × (median of 3); ≤ ${EXPORT_RSS_MB_BUDGET} MB`,
    );
    expect(budgets.get('signing')).toBe(`CPU ≤ ${STAMP_AND_SEAL_BUDGET_MS} ms`);
    expect(budgets.get('email queue')).toBe(
      `500 ÷ (1 + the rows alone) ≤ ${EMAIL_QUEUE_FLOOR_RATIO_BUDGET} × (median of 3)`,
    );
    expect(budgets.get('backup')).toBe(
      `backup ≤ ${BACKUP_FLOOR_RATIO_BUDGET} ×, restore ≤ ${RESTORE_FLOOR_RATIO_BUDGET} ×, second restore ≤ ${SECOND_RESTORE_FLOOR_RATIO_BUDGET} ×`,
    );
  });
});
