import { describe, expect, it } from 'vitest';
import { escapeText, type IcsEvent, writeCalendar } from '../../functions/services/calendar/ics';

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'event-1@portaal',
  stamp: new Date('2026-03-01T10:00:00Z'),
  summary: 'Huiswerkbegeleiding',
  description: '',
  location: '',
  start: new Date('2026-03-02T15:00:00Z'),
  end: new Date('2026-03-02T16:00:00Z'),
  allDay: false,
  rrule: null,
  exdates: [],
  categories: '',
  ...overrides,
});

/** The content lines, unfolded: each CRLF ends one; a fold is CRLF plus a space. */
const contentLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the ICS feed writer', () => {
  it('lets no lone CR of an event title, description, location or category land raw in the feed', () => {
    const ics = writeCalendar('Agenda\r', [
      event({
        summary: 'Titel\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Vals',
        description: 'regel 1\rregel 2',
        location: 'Lokaal\r2',
        categories: 'a\rb',
        rrule: 'FREQ=WEEKLY\rX-INJECTED:1',
      }),
    ]);

    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = contentLines(ics);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Titel\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Vals');
    expect(lines).toContain('LOCATION:Lokaal\\n2');
  });

  it('escapes every kind of line break as \\n', () => {
    expect(escapeText('a\r\nb\rc\nd')).toBe('a\\nb\\nc\\nd');
  });
});
