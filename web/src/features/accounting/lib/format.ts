import { todayInBrussels } from '../../../../../shared/format/dates';

/** Spec §9: the period defaults to the first of this month up to today. */
export function defaultPeriod(now: Date = new Date()) {
  const today = todayInBrussels(now);
  return { dateFrom: `${today.slice(0, 7)}-01`, dateTo: today };
}
