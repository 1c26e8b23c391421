import { sessionMessages } from '../messages/sessions';
import { type ImpactReport, SESSION_KINDS } from '../schemas/sessions';
import { formatMonth } from './dates';

const hoursFormat = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 0, maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('nl-BE');

/** Minutes as hours with at most one decimal: 90 → 1,5. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
export const formatHours = (minutes: number) => hoursFormat.format(hoursOf(minutes));
export const formatCount = (count: number) => countFormat.format(count);

/** 'januari 2026 – maart 2026' (one month: 'januari 2026'). */
export const formatPeriod = (from: string, to: string) =>
  from === to ? formatMonth(from) : `${formatMonth(from)} – ${formatMonth(to)}`;

export type KeyFigure = { label: string; value: string; number: number };

const l = sessionMessages.impact;

/**
 * The report's key figures in the order a funder reads them, with the same labels on the screen, in
 * the PDF and in the workbook.
 */
export function keyFigures(report: ImpactReport): KeyFigure[] {
  const count = (label: string, value: number) => ({ label, value: formatCount(value), number: value });
  const hours = (label: string, minutes: number) => ({
    label,
    value: formatHours(minutes),
    number: hoursOf(minutes),
  });
  return [
    count(l.familiesActive, report.families.active),
    count(l.familiesNew, report.families.new),
    count(l.familiesEnded, report.families.ended),
    count(l.childrenSupported, report.children.supported),
    count(l.sessionsHeld, report.sessions.held),
    count(l.sessionsMissed, report.sessions.missed),
    hours(l.hoursTotal, report.minutes.total),
    ...SESSION_KINDS.map((kind) =>
      hours(l.hoursOfKind(sessionMessages.sessionKinds[kind]), report.minutes.byKind[kind]),
    ),
    count(l.volunteersActive, report.volunteers.active),
    {
      label: l.averageMonths,
      value: hoursFormat.format(report.averageMonthsInGuidance),
      number: report.averageMonthsInGuidance,
    },
  ];
}

/** The children per grade, most first (the unknown grade last). */
export const gradeRows = (report: ImpactReport) =>
  Object.entries(report.children.byGrade).sort(([a, x], [b, y]) =>
    a === 'onbekend' ? 1 : b === 'onbekend' ? -1 : y - x || a.localeCompare(b),
  );
