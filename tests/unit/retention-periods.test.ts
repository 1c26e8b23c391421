import { describe, expect, it } from 'vitest';
import {
  RETENTION_MAXIMUM_YEARS,
  RETENTION_PERIOD_SETTINGS,
  type RetentionEntity,
  storedRetentionYears,
} from '../../shared/retention';
import { SETTING_DEFINITIONS } from '../../shared/schemas/settings';

/**
 * The routes that write expiring rows read the stored periods with `storedRetentionYears`, not with
 * the settings' schemas (which they do not bundle): both must agree on every value an admin could
 * have stored, so a period the settings screen refuses never reaches a TTL.
 */
describe('a stored retention period', () => {
  const entities = Object.keys(RETENTION_PERIOD_SETTINGS) as RetentionEntity[];
  const candidates = [
    '0',
    '1',
    '2',
    '9',
    '10',
    '11',
    String(RETENTION_MAXIMUM_YEARS),
    '51',
    ' 3 ',
    '1.5',
    '-2',
    'x',
    '',
    3,
    12,
    0,
  ];

  it.each(entities)('is read for %s as the setting itself accepts it', (entity) => {
    const definition = SETTING_DEFINITIONS[RETENTION_PERIOD_SETTINGS[entity]].value;
    for (const stored of candidates) {
      const parsed = definition.safeParse(stored);
      expect(storedRetentionYears(entity, stored), `${entity}: ${JSON.stringify(stored)}`).toBe(
        parsed.success ? Number(parsed.data) : null,
      );
    }
  });

  it('keeps the audit log at least two years, whatever was stored', () => {
    expect(storedRetentionYears('audit', '1')).toBeNull();
    expect(storedRetentionYears('audit', '2')).toBe(2);
  });
});
