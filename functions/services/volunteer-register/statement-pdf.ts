import { formatDate, formatDay } from '../../../shared/format/dates';
import { formatCents } from '../../../shared/format/money';
import { volunteerRegisterMessages } from '../../../shared/messages/volunteer-register';
import type { RegisterLineRecord } from '../../repositories/volunteer-register';
import { pdfWriter } from './pdf-writer';
import { formatKilometers } from './present-register';

const m = volunteerRegisterMessages;
const COLUMNS = [0, 200, 300];

/** A volunteer's yearly statement (attest): each day of activity with its allowance, and the totals. */
export async function statementPdf(
  input: { year: number; name: string; organisation: string; lines: readonly RegisterLineRecord[] },
  now: Date,
): Promise<Uint8Array> {
  const { year, lines } = input;
  const writer = await pdfWriter(m.statement.title(year), now);
  writer.paragraph(m.statement.title(year), { size: 16, isBold: true, gap: 10 });
  writer.paragraph(m.statement.intro(input.organisation, input.name, year), { gap: 12 });
  const rightAligned = [1, 2];
  if (lines.length === 0) writer.paragraph(m.statement.none(year));
  else {
    writer.row([m.register.columns.date, m.register.columns.amount, m.register.columns.kilometers], COLUMNS, {
      isBold: true,
      rightAligned: [],
    });
    writer.rule();
    for (const line of lines)
      writer.row(
        [formatDay(line.date), formatCents(line.allowanceCents), formatKilometers(line.transportTenths)],
        [0, 200, 300],
        { rightAligned },
      );
    writer.rule();
  }
  const cents = lines.reduce((sum, line) => sum + line.allowanceCents, 0);
  const tenths = lines.reduce((sum, line) => sum + line.transportTenths, 0);
  writer.paragraph(`${m.statement.days}: ${lines.length}`, { gap: 2 });
  writer.paragraph(`${m.statement.totalAmount}: ${formatCents(cents)}`, { isBold: true, gap: 2 });
  writer.paragraph(`${m.statement.totalKilometers}: ${formatKilometers(tenths)} km`, { gap: 12 });
  writer.paragraph(m.statement.note, { size: 9, gap: 12 });
  writer.paragraph(m.register.generatedOn(formatDate(now)), { size: 9 });
  return writer.save();
}
