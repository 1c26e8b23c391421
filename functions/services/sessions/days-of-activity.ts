import { readFigureMonths } from '../../repositories/session-logs';

/**
 * The days of activity of volunteer `volunteerId` in calendar year `year`, as 'yyyy-mm-dd', oldest
 * first: every day with at least one session they logged or were named in, held or missed (issue 33:
 * "a day with a logged session is a day of activity").
 *
 * For other areas: the volunteer-law register (the flat allowance per day of activity) calls this.
 * It reads the volunteer's twelve monthly buckets kept on write (never the sessions), so its cost does
 * not grow with the number of sessions. Needs read access to the `sessionlogs` table.
 */
export async function daysOfActivity(volunteerId: number, year: number): Promise<string[]> {
  const months = await readFigureMonths({ kind: 'volunteer', id: volunteerId }, `${year}-01`, `${year}-12`);
  return months.flatMap(({ month, values }) =>
    Object.entries(values)
      .filter(([name, count]) => name.startsWith('day_') && count > 0)
      .map(([name]) => `${month}-${name.slice('day_'.length)}`)
      .sort(),
  );
}
