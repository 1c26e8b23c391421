import { formatCents } from '../format/money';
import { volunteerLawMessages } from '../messages/volunteer-law';
import { parseCents, parseFixed } from '../money';
import { normalizeRole } from '../permissions';
import type { AppliedLawFigures, LawFigures } from '../schemas/volunteer-law';

const m = volunteerLawMessages.volunteerLaw;
const formatDay = (iso: string) => iso.split('-').reverse().join('-');

/**
 * The figures that apply on `date` (yyyy-mm-dd): the ceilings of its calendar year and the kilometre
 * caps of the period holding it. When either is missing, the last known one before it applies (or the
 * first one, for a date before every figure) and `warning` says so: never a silent default.
 */
export function figuresOn(figures: LawFigures, date: string): AppliedLawFigures {
  const year = Number(date.slice(0, 4));
  const warnings: string[] = [];
  const earlier = figures.years.filter((entry) => entry.year <= year);
  const yearFigures = earlier.at(-1) ?? figures.years[0];
  const caps = figures.mileageCaps;
  const cap =
    caps.find((period) => period.from <= date && date <= period.to) ??
    caps.filter((period) => period.from <= date).at(-1) ??
    caps[0];
  if (!yearFigures || !cap) throw new Error('Volunteer-law figures without a year or a period');
  if (yearFigures.year !== year) warnings.push(m.yearMissing(year, yearFigures.year));
  if (!(cap.from <= date && date <= cap.to))
    warnings.push(m.capMissing(formatDay(date), formatDay(cap.from)));
  return {
    date,
    figuresYear: yearFigures.year,
    dayCeiling: yearFigures.dayCeiling,
    yearCeiling: yearFigures.yearCeiling,
    transportKm: yearFigures.transportKm,
    carCap: cap.car,
    bicycleCap: cap.bicycle,
    capFrom: cap.from,
    capTo: cap.to,
    source: figures.source,
    warning: warnings.length ? warnings.join(' ') : null,
  };
}

/** The applied figures in whole units: cents, tenths of a km and 1/10000 euro per km. */
export function figureUnits(applied: AppliedLawFigures) {
  return {
    dayCents: parseCents(applied.dayCeiling) ?? 0,
    yearCents: parseCents(applied.yearCeiling) ?? 0,
    transportTenths: applied.transportKm * 10,
    carRate: parseFixed(applied.carCap, 4) ?? 0,
    bicycleRate: parseFixed(applied.bicycleCap, 4) ?? 0,
  };
}

/** The kilometre rate paid: the association's own, never above the legal cap of the trip's date. */
export function cappedMileageRate(
  associationRate: number,
  vehicle: 'car' | 'bicycle',
  applied: AppliedLawFigures,
) {
  const units = figureUnits(applied);
  return Math.min(associationRate, vehicle === 'bicycle' ? units.bicycleRate : units.carRate);
}

export type LawPosition = {
  /** Approved allowances of that day and year, the other organisations' amount, and transport tenths used. */
  dayCents: number;
  allowanceCents: number;
  otherCents: number;
  transportTenths: number;
};

export type CeilingCheck = {
  overDayCents: number;
  overYearCents: number;
  overTenths: number;
  /** Dutch sentences naming each ceiling passed and the amount over it. */
  sentences: string[];
  /** The largest allowance (cents) and transport (tenths) that still fit. */
  allowanceRoomCents: number;
  transportRoomTenths: number;
};

/** Whether approving `allowanceCents` and `transportTenths` on top of `position` passes a ceiling, and by how much. */
export function ceilingCheck(
  applied: AppliedLawFigures,
  position: LawPosition,
  allowanceCents: number,
  transportTenths: number,
): CeilingCheck {
  const units = figureUnits(applied);
  const dayRoom = Math.max(0, units.dayCents - position.dayCents);
  const yearRoom = Math.max(0, units.yearCents - position.otherCents - position.allowanceCents);
  const allowanceRoomCents = Math.min(dayRoom, yearRoom);
  const transportRoomTenths = Math.max(0, units.transportTenths - position.transportTenths);
  const overDayCents = Math.max(0, position.dayCents + allowanceCents - units.dayCents);
  const overYearCents = Math.max(
    0,
    position.otherCents + position.allowanceCents + allowanceCents - units.yearCents,
  );
  const overTenths = Math.max(0, position.transportTenths + transportTenths - units.transportTenths);
  const sentences: string[] = [];
  if (allowanceCents > 0 && overDayCents > 0)
    sentences.push(m.overDay(formatCents(units.dayCents), formatCents(overDayCents)));
  if (allowanceCents > 0 && overYearCents > 0)
    sentences.push(m.overYear(formatCents(units.yearCents), formatCents(overYearCents)));
  if (transportTenths > 0 && overTenths > 0)
    sentences.push(m.overKm(applied.transportKm, (overTenths / 10).toLocaleString('nl-BE')));
  return {
    overDayCents: allowanceCents > 0 ? overDayCents : 0,
    overYearCents: allowanceCents > 0 ? overYearCents : 0,
    overTenths: transportTenths > 0 ? overTenths : 0,
    sentences,
    allowanceRoomCents,
    transportRoomTenths,
  };
}

/** Who may see a volunteer's law totals: the volunteer, whoever manages users and whoever reviews declarations. */
export function canSeeLawTotals(
  viewer: { id: number; role: string; type?: string | null },
  userId: number,
  can: (permission: 'manageUsers' | 'reviewDeclarations') => boolean,
): boolean {
  return viewer.id === userId || can('manageUsers') || can('reviewDeclarations');
}

/**
 * Who may approve only the part of a flat allowance within the ceilings when the whole would pass
 * one: administrators (the law's limit is the association's responsibility; a coordinator refuses or
 * asks an admin).
 */
export function canApproveWithinCeiling(viewer: { role: string }): boolean {
  return normalizeRole(viewer.role) === 'admin';
}
