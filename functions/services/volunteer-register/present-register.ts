import { centsToDecimal } from '../../../shared/money';
import type { RegisterLine } from '../../../shared/schemas/volunteer-register';
import type { RegisterLineRecord } from '../../repositories/volunteer-register';

export const presentRegisterLine = (line: RegisterLineRecord): RegisterLine => ({
  userId: line.userId,
  volunteerName: line.volunteerName,
  date: line.date,
  declarationId: line.declarationId,
  amount: centsToDecimal(line.allowanceCents),
  kilometers: line.transportTenths / 10,
});

/** "1.234,5": kilometres as the portal writes numbers. */
export const formatKilometers = (tenths: number) =>
  new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 }).format(tenths / 10);

export type VolunteerSubtotal = {
  userId: number;
  volunteerName: string;
  allowanceCents: number;
  transportTenths: number;
  /** Distinct days of activity with an allowance. */
  days: number;
};

/** Each volunteer's totals of the year from the complete, volunteer-ordered list (for the files). */
export function volunteerSubtotals(lines: readonly RegisterLineRecord[]): VolunteerSubtotal[] {
  const byVolunteer = new Map<number, VolunteerSubtotal & { dates: Set<string> }>();
  for (const line of lines) {
    const entry = byVolunteer.get(line.userId) ?? {
      userId: line.userId,
      volunteerName: line.volunteerName,
      allowanceCents: 0,
      transportTenths: 0,
      days: 0,
      dates: new Set<string>(),
    };
    entry.allowanceCents += line.allowanceCents;
    entry.transportTenths += line.transportTenths;
    entry.dates.add(line.date);
    entry.days = entry.dates.size;
    byVolunteer.set(line.userId, entry);
  }
  return [...byVolunteer.values()].map(({ dates: _dates, ...subtotal }) => subtotal);
}
