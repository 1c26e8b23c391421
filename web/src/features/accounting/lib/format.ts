import { todayInBrussels } from '../../../../../shared/format/dates';

/** Spec §9: bookkeeping dates as dd/MM/yyyy. */
export function formatBookingDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}

/** Spec §9: the period defaults to the first of this month up to today. */
export function defaultPeriod(now: Date = new Date()) {
  const today = todayInBrussels(now);
  return { dateFrom: `${today.slice(0, 7)}-01`, dateTo: today };
}
