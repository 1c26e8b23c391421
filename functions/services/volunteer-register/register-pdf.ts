import { formatDate, formatDay } from '../../../shared/format/dates';
import { formatCents } from '../../../shared/format/money';
import { volunteerRegisterMessages } from '../../../shared/messages/volunteer-register';
import type { RegisterLineRecord } from '../../repositories/volunteer-register';
import { pdfWriter } from './pdf-writer';
import { formatKilometers, volunteerSubtotals } from './present-register';

const m = volunteerRegisterMessages.register;
/** Volunteer, day, amount (right edge), kilometres (right edge). */
const COLUMNS = [0, 230, 380, 480];

/** The year's nominative list as an A4 PDF: one line per day of activity, the totals and each volunteer's. */
export async function registerPdf(
  year: number,
  lines: readonly RegisterLineRecord[],
  organisation: string,
  now: Date,
): Promise<Uint8Array> {
  const writer = await pdfWriter(m.pdfTitle(year), now);
  writer.paragraph(m.pdfTitle(year), { size: 16, isBold: true, gap: 10 });
  writer.paragraph(m.pdfIntro(organisation), { gap: 6 });
  writer.paragraph(m.generatedOn(formatDate(now)), { size: 9, gap: 14 });
  const rightAligned = [2, 3];
  writer.row([m.columns.volunteer, m.columns.date, m.columns.amount, m.columns.kilometers], COLUMNS, {
    isBold: true,
    rightAligned,
  });
  writer.rule();
  let cents = 0;
  let tenths = 0;
  for (const line of lines) {
    cents += line.allowanceCents;
    tenths += line.transportTenths;
    writer.row(
      [
        line.volunteerName,
        formatDay(line.date),
        formatCents(line.allowanceCents),
        formatKilometers(line.transportTenths),
      ],
      COLUMNS,
      { rightAligned },
    );
  }
  if (lines.length === 0) writer.paragraph(m.empty);
  writer.rule();
  writer.row([m.total, `${lines.length}`, formatCents(cents), formatKilometers(tenths)], COLUMNS, {
    isBold: true,
    rightAligned,
  });
  const subtotals = volunteerSubtotals(lines);
  if (subtotals.length > 0) {
    writer.paragraph(m.perVolunteer, { size: 12, isBold: true, gap: 6 });
    writer.row([m.columns.volunteer, m.days, m.columns.amount, m.columns.kilometers], COLUMNS, {
      isBold: true,
      rightAligned,
    });
    writer.rule();
    for (const subtotal of subtotals)
      writer.row(
        [
          subtotal.volunteerName,
          `${subtotal.days}`,
          formatCents(subtotal.allowanceCents),
          formatKilometers(subtotal.transportTenths),
        ],
        COLUMNS,
        { rightAligned },
      );
  }
  return writer.save();
}
