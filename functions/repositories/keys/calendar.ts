import type { TABLES } from '../../../shared/tables';

/** Key shapes of the calendar table (shared/tables.ts says what each item and index answers). Pure. */
type IndexName = keyof typeof TABLES.calendar.indexes;
export const CALENDAR_INDEXES = { byMember: 'byMember' } as const satisfies Record<IndexName, IndexName>;

const padId = (id: number) => String(id).padStart(12, '0');

export const calendarKey = (id: number) => ({ pk: `CALENDAR#${id}`, sk: 'CALENDAR' });
/** The calendar's own partition holds its record, its member items and its event pointers. */
export const calendarPartition = (id: number) => `CALENDAR#${id}`;
export const PUBLIC_MEMBER = 'PUBLIC';
export const memberKey = (calendarId: number, member: number | typeof PUBLIC_MEMBER) => ({
  pk: calendarPartition(calendarId),
  sk: `MEMBER#${member}`,
});
export const memberPartition = (member: number | typeof PUBLIC_MEMBER) => `MEMBER#${member}`;
export const memberIndexKeys = (calendarId: number, member: number | typeof PUBLIC_MEMBER) => ({
  gsi1pk: memberPartition(member),
  gsi1sk: `CALENDAR#${padId(calendarId)}`,
});

export const eventKey = (id: number) => ({ pk: `EVENT#${id}`, sk: 'EVENT' });
export const eventPointerKey = (calendarId: number, eventId: number) => ({
  pk: calendarPartition(calendarId),
  sk: `EVENT#${padId(eventId)}`,
});
export const EVENT_POINTER_PREFIX = 'EVENT#';

/** One month of one calendar: 'yyyy-mm' in UTC. */
export const bucketPartition = (calendarId: number, month: string) => `BUCKET#${calendarId}#${month}`;
/** Sorted by start, so "starts before the window ends" is a key condition. */
export const bucketSortKey = (startIso: string, eventId: number) => `${startIso}#${padId(eventId)}`;

export const feedKey = (userId: number) => ({ pk: `FEED#${userId}`, sk: 'FEED' });
export const feedSecretKey = (secretHash: string) => ({ pk: `FEEDSECRET#${secretHash}`, sk: 'FEED' });

/** The UTC months ('yyyy-mm') from the month of `from` to that of `to`, both included. */
export function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  let year = from.getUTCFullYear();
  let month = from.getUTCMonth();
  const lastYear = to.getUTCFullYear();
  const lastMonth = to.getUTCMonth();
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month + 1).padStart(2, '0')}`);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return months;
}
