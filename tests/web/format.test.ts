import { describe, expect, it } from 'vitest';
import { formatMoment } from '../../web/src/features/declarations/lib/format';
import { formatDate as volunteerDate } from '../../web/src/features/volunteers/lib/labels';
import { formatAmount, formatDate, formatDay } from '../../web/src/lib/format';

describe('the formats the screens show (shared/format)', () => {
  it('writes every date as dd-mm-jjjj, never with slashes', () => {
    // Act
    const shown = [
      formatDate('2026-03-04T10:15:00.000Z'),
      formatDay('2026-03-04'),
      volunteerDate('2026-03-04T10:15:00.000Z'),
      formatMoment('2026-03-04T10:15:00.000Z'),
    ];

    // Assess
    expect(shown).toEqual(['04-03-2026', '04-03-2026', '04-03-2026', '04-03-2026 11:15']);
  });

  it('writes amounts in euro the Belgian way', () => {
    // nl-BE puts a no-break space after the euro sign.
    expect(formatAmount('1234.5')).toBe('€\u00a01.234,50');
  });
});
