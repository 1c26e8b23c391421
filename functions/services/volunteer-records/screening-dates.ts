import { SCREENING_REMINDER_DAYS_BEFORE, SCREENING_VALID_YEARS } from '../../../shared/constants';

const DAY_MS = 86_400_000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The day an extract dated `extractDate` (yyyy-mm-dd) is three years old; 29 February becomes 1 March. */
export function screeningExpiresOn(extractDate: string): string {
  const [year, month, day] = extractDate.split('-').map(Number) as [number, number, number];
  return dayOf(new Date(Date.UTC(year + SCREENING_VALID_YEARS, month - 1, day)));
}

/** The day coordinators are reminded: 30 days before the extract is three years old. */
export function screeningReminderDay(extractDate: string): string {
  const expires = new Date(`${screeningExpiresOn(extractDate)}T00:00:00Z`);
  return dayOf(new Date(expires.getTime() - SCREENING_REMINDER_DAYS_BEFORE * DAY_MS));
}
