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
