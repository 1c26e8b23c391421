import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../shared/schemas/calendar';
import { MonthView } from '../../web/src/features/calendar/components/month-view';

const TITLE = 'Huiswerkbegeleiding voor de leerlingen van het vijfde en zesde leerjaar';
const EVENT = {
  id: 1,
  calendarId: 1,
  title: TITLE,
  description: '',
  location: '',
  allDay: false,
  startDate: '2026-03-04T14:00:00.000Z',
  endDate: '2026-03-04T15:30:00.000Z',
  recurrence: null,
} as unknown as CalendarEvent;

const noop = () => undefined;

describe('agenda month view (issue 37 point 12)', () => {
  it('shows the time and the title in a cell, with the full title on hover', () => {
    // Act
    render(
      <MonthView
        days={['2026-03-04']}
        anchor="2026-03-04"
        today="2026-03-04"
        byDay={new Map([['2026-03-04', [EVENT]]])}
        colorOf={() => '#1677ff'}
        onOpenEvent={noop}
        onOpenDay={noop}
      />,
    );

    // Assess
    const chip = screen.getByRole('button', { name: `15:00 ${TITLE}` });
    expect(chip.getAttribute('title')).toBe(TITLE);
  });
});
