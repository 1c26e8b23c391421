import { todayInBrussels } from '../../../shared/format/dates';
import { declarationMessages } from '../../../shared/messages/declarations';
import { mileageCents } from '../../../shared/money';
import type { DeclarationBody } from '../../../shared/schemas/declarations';
import { validationError } from '../../domain/errors';
import { mileageRate } from './mileage-rate';

const m = declarationMessages.declarations;

export function assertNotInFuture(date: string, now: Date) {
  // Dates are calendar days in Belgium; a day "today" there may still be tomorrow in UTC.
  if (date > todayInBrussels(now))
    throw validationError(m.dateInFuture, [{ path: 'date', message: m.dateInFuture }]);
}

/** The amount is the server's: for mileage it comes from the kilometres and the rate, never from the client. */
export async function amountsOf(body: DeclarationBody) {
  if (body.type === 'expense') return { amountCents: body.amount, kilometerTenths: null };
  return {
    amountCents: mileageCents(body.kilometers, await mileageRate()),
    kilometerTenths: body.kilometers,
  };
}
