import { describe, expect, it } from 'vitest';
import { entryDateOrder, exportSegments } from '../../functions/repositories/keys/accounting';

/** Which of these date-index keys a set of key ranges (both ends inclusive) selects, in range order. */
const selected = (segments: [string, string][], keys: string[]) =>
  segments.flatMap(([from, to]) => keys.filter((key) => key >= from && key <= to).sort());

describe('the export reads a period month by month', () => {
  it('cuts the edge months at the period and covers every whole month between, across a year boundary', () => {
    const segments = exportSegments('2025-11-15', '2026-02-03');

    expect(segments).toEqual([
      ['2025-11-15', '2025-11~'],
      ['2025-12', '2025-12~'],
      ['2026-01', '2026-01~'],
      ['2026-02', '2026-02-03~'],
    ]);
  });

  it('selects each transaction of the period exactly once, oldest first, and none outside it', () => {
    const days = [
      '2025-11-14',
      '2025-11-15',
      '2025-11-30',
      '2025-12-01',
      '2025-12-31',
      '2026-01-31',
      '2026-02-03',
      '2026-02-04',
    ];
    const keys = days.flatMap((date) => [
      entryDateOrder({ date, id: 7 }),
      entryDateOrder({ date, id: 12345 }),
    ]);

    const found = selected(exportSegments('2025-11-15', '2026-02-03'), keys);

    expect(found).toEqual(keys.filter((key) => key >= '2025-11-15' && key < '2026-02-04').sort());
    expect(found).toHaveLength(12);
  });

  it('reads a period within one month as one range', () => {
    expect(exportSegments('2020-04-02', '2020-04-30')).toEqual([['2020-04-02', '2020-04-30~']]);
  });
});
