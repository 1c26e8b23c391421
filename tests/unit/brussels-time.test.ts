import { describe, expect, it } from 'vitest';
import { allDayBounds, atBrusselsTime, brusselsDay, weekdayOf } from '../../shared/calendar/brussels-time';

describe('the Brussels clock of the agenda', () => {
  it('turns a wall-clock time into UTC on both sides of the daylight-saving switches', () => {
    expect(atBrusselsTime('2026-03-28', 16).toISOString()).toBe('2026-03-28T15:00:00.000Z');
    expect(atBrusselsTime('2026-03-29', 16).toISOString()).toBe('2026-03-29T14:00:00.000Z');
    expect(atBrusselsTime('2026-10-24', 16).toISOString()).toBe('2026-10-24T14:00:00.000Z');
    expect(atBrusselsTime('2026-10-25', 16).toISOString()).toBe('2026-10-25T15:00:00.000Z');
  });

  it('moves a time the spring switch skips an hour on, and reads a repeated autumn time as summer time', () => {
    expect(atBrusselsTime('2026-03-29', 2, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(atBrusselsTime('2026-10-25', 2, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('runs an all-day event from 00:00:00 on its first day to 23:59:59 on its last', () => {
    const { start, end } = allDayBounds('2026-07-01', '2026-07-02');
    expect([start.toISOString(), end.toISOString()]).toEqual([
      '2026-06-30T22:00:00.000Z',
      '2026-07-02T21:59:59.000Z',
    ]);
  });

  it('names the Brussels day of a moment late in the evening UTC, and Sunday as the first weekday', () => {
    expect(brusselsDay('2026-03-31T22:30:00Z')).toBe('2026-04-01');
    expect(weekdayOf('2026-03-29')).toBe(0);
  });
});
