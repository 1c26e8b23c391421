import { addDays, brusselsDay, brusselsWall } from '../../../shared/calendar/brussels-time';

/**
 * A small RFC 5545 writer: escaped text, lines folded at 75 octets, CRLF line ends, and the Brussels
 * time zone (VTIMEZONE with the EU rules), so a series keeps its wall-clock time in every client.
 */
export const ICS_TIME_ZONE = 'Europe/Brussels';

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A line break of any kind (CRLF, a lone CR, a lone LF) becomes the escaped `\n` of RFC 5545. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** No content line carries a raw CR or LF, whatever field it came from: one would start a line of its own. */
const withoutRawBreaks = (line: string) => line.replace(/[\r\n]/g, '');

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const bytes = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** 20260302T160000Z */
export const utcStamp = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** 20260302T170000, the Brussels wall clock (used with TZID). */
export function localStamp(moment: Date): string {
  const wall = brusselsWall(moment);
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

/** 20260302, a Brussels day as a DATE value. */
const dateStamp = (day: string) => day.replace(/-/g, '');

export type IcsEvent = {
  uid: string;
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  /**
   * Runs whole Brussels days: written as DATE values (DTEND the day after the last, RFC 5545 §3.6.1),
   * so calendar apps show a day-long item instead of a block from 00:00 to 23:59:59.
   */
  allDay: boolean;
  rrule: string | null;
  /** Starts of the cancelled occurrences, as moments. */
  exdates: Date[];
  categories: string;
};

function eventLines(event: IcsEvent): string[] {
  const zoned = (name: string, moment: Date) => `${name};TZID=${ICS_TIME_ZONE}:${localStamp(moment)}`;
  const day = (name: string, moment: Date) => `${name};VALUE=DATE:${dateStamp(brusselsDay(moment))}`;
  const exdates = event.allDay
    ? `EXDATE;VALUE=DATE:${event.exdates.map((moment) => dateStamp(brusselsDay(moment))).join(',')}`
    : `EXDATE;TZID=${ICS_TIME_ZONE}:${event.exdates.map(localStamp).join(',')}`;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...(event.allDay
      ? [day('DTSTART', event.start), `DTEND;VALUE=DATE:${dateStamp(addDays(brusselsDay(event.end), 1))}`]
      : [zoned('DTSTART', event.start), zoned('DTEND', event.end)]),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.categories ? [`CATEGORIES:${escapeText(event.categories)}`] : []),
    ...(event.rrule ? [`RRULE:${event.rrule}`] : []),
    ...(event.exdates.length > 0 ? [exdates] : []),
    'END:VEVENT',
  ];
}

export function writeCalendar(name: string, events: readonly IcsEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vrijwilligersportaal//Agenda//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${ICS_TIME_ZONE}`,
    ...VTIMEZONE,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map((line) => foldLine(withoutRawBreaks(line))).join('\r\n')}\r\n`;
}
