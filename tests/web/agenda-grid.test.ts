import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../shared/schemas/calendar';
import {
  daysOfEvent,
  eventsByDay,
  monthGrid,
  shiftAnchor,
  viewTitle,
  weekOf,
  windowOf,
} from '../../web/src/features/calendar/lib/grid';

const event = (id: number, startDate: string, endDate: string, allDay = false) =>
  ({ id, title: `Afspraak ${id}`, startDate, endDate, allDay, occurrenceDate: null }) as CalendarEvent;

describe('the agenda grid', () => {
  it('starts the month grid on the Sunday on or before the first, six weeks long', () => {
    const days = monthGrid('2026-03-18');
    expect([days[0], days.at(-1), days.length]).toEqual(['2026-03-01', '2026-04-11', 42]);
    expect(monthGrid('2026-04-10')[0]).toBe('2026-03-29');
    expect(weekOf('2026-03-18')).toEqual([
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-21',
    ]);
  });

  it('asks for the window from the first shown midnight to the midnight after the last, in Brussels', () => {
    expect(windowOf(weekOf('2026-03-25'))).toEqual({
      from: '2026-03-21T23:00:00.000Z',
      to: '2026-03-28T23:00:00.000Z',
    });
  });

  it('places an event on every Brussels day it covers, but not on the day its end is midnight of', () => {
    expect(daysOfEvent(event(1, '2026-03-31T21:30:00.000Z', '2026-03-31T22:00:00.000Z'))).toEqual([
      '2026-03-31',
    ]);
    expect(daysOfEvent(event(2, '2026-03-31T22:30:00.000Z', '2026-04-02T08:00:00.000Z'))).toEqual([
      '2026-04-01',
      '2026-04-02',
    ]);
  });

  it('lists all-day events first in a day, then by start', () => {
    const days = ['2026-03-02'];
    const byDay = eventsByDay(
      [
        event(1, '2026-03-02T15:00:00.000Z', '2026-03-02T16:00:00.000Z'),
        event(2, '2026-03-02T08:00:00.000Z', '2026-03-02T09:00:00.000Z'),
        event(3, '2026-03-01T23:00:00.000Z', '2026-03-02T22:59:59.000Z', true),
      ],
      days,
    );
    expect(byDay.get('2026-03-02')?.map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it('moves by month, week or day and names what it shows', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('week', '2026-03-02', -1)).toBe('2026-02-23');
    expect(viewTitle('week', '2026-03-04')).toBe('01-03-2026 – 07-03-2026');
    expect(viewTitle('day', '2026-03-29')).toBe('zondag 29-03-2026');
  });
});
