import { todayInBrussels } from '../../../shared/format/dates';
import { formatCents } from '../../../shared/format/money';
import { declarationMessages } from '../../../shared/messages/declarations';
import { volunteerLawMessages } from '../../../shared/messages/volunteer-law';
import { mileageCents } from '../../../shared/money';
import { declarationDateRefusal } from '../../../shared/policies/declarations';
import { cappedMileageRate, figureUnits } from '../../../shared/policies/volunteer-law';
import type { DeclarationBody } from '../../../shared/schemas/declarations';
import { validationError } from '../../domain/errors';
import { lawFiguresFor } from '../settings/law-figures';
import { lawRegimeOf } from '../volunteer-law/law-totals';
import { mileageRate } from './mileage-rate';

const m = declarationMessages.declarations;
const law = volunteerLawMessages.volunteerLaw;

/** ARCHITECTURE §11's window for the declaration's own date (shared/policies/declarations.ts). */
export function assertDateAllowed(date: string, now: Date, storedDate?: string) {
  // Dates are calendar days in Belgium; a day "today" there may still be tomorrow in UTC.
  const refusal = declarationDateRefusal(date, todayInBrussels(now), storedDate);
  if (refusal) {
    const message = refusal === 'inFuture' ? m.dateInFuture : m.dateTooOld;
    throw validationError(message, [{ path: 'date', message }]);
  }
}

const refuse = (path: string, message: string) => validationError(message, [{ path, message }]);

/**
 * The amounts are the server's. The declarant's regime of the date's year decides what they may
 * declare (a flat allowance, or real costs; never both); kilometres are priced at the association's
 * rate but never above the legal cap of the trip's date; an allowance is at most the day ceiling and
 * is proposed at it when no amount is sent.
 */
export async function amountsOf(body: DeclarationBody, declarantId: number) {
  const regime = await lawRegimeOf(declarantId, Number(body.date.slice(0, 4)));
  if (body.type === 'allowance' && regime !== 'flat') throw refuse('type', law.allowanceNeedsFlat);
  if (body.type !== 'allowance' && regime === 'flat') throw refuse('type', law.realNeedsReal);
  if (body.type === 'expense')
    return { amountCents: body.amount, kilometerTenths: null, vehicle: null, allowanceCents: null };
  const applied = await lawFiguresFor(body.date);
  const vehicle = body.vehicle ?? 'car';
  const rate = cappedMileageRate(await mileageRate(), vehicle, applied);
  if (body.type === 'mileage')
    return {
      amountCents: mileageCents(body.kilometers, rate),
      kilometerTenths: body.kilometers,
      vehicle,
      allowanceCents: null,
    };
  const units = figureUnits(applied);
  const allowanceCents = body.amount ?? units.dayCents;
  if (allowanceCents > units.dayCents)
    throw refuse('amount', law.allowanceAboveDay(formatCents(units.dayCents)));
  const kilometerTenths = body.kilometers ?? null;
  if (kilometerTenths !== null && kilometerTenths > units.transportTenths)
    throw refuse('kilometers', law.transportTooFar(applied.transportKm));
  return {
    amountCents: allowanceCents + (kilometerTenths === null ? 0 : mileageCents(kilometerTenths, rate)),
    kilometerTenths,
    vehicle: kilometerTenths === null ? null : vehicle,
    allowanceCents,
  };
}
