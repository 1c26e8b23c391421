import { PassThrough } from 'node:stream';
import WorkbookWriter from 'exceljs/lib/stream/xlsx/workbook-writer.js';
import { volunteerRegisterMessages } from '../../../shared/messages/volunteer-register';
import type { RegisterLineRecord } from '../../repositories/volunteer-register';
import { DATE_FORMAT, EURO_FORMAT, neutralised } from '../accounting/workbook';
import { volunteerSubtotals } from './present-register';

const m = volunteerRegisterMessages.register;

const dayOf = (isoDay: string) =>
  new Date(Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10))));

/**
 * The year's nominative list as .xlsx: one row per day of activity (volunteer, day, amount in euro,
 * kilometres) and a total row, amounts as numbers with a euro format and days as real dates; a
 * second sheet holds each volunteer's totals of the year (days, amount, kilometres).
 */
export async function registerWorkbook(year: number, lines: readonly RegisterLineRecord[]): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(`Register ${year}`);
  sheet.columns = [
    { key: 'volunteer', width: 32 },
    { key: 'date', width: 18, style: { numFmt: DATE_FORMAT } },
    { key: 'amount', width: 14, style: { numFmt: EURO_FORMAT } },
    { key: 'kilometers', width: 12 },
  ];
  const header = sheet.addRow([m.columns.volunteer, m.columns.date, m.columns.amount, m.columns.kilometers]);
  header.font = { bold: true };
  header.commit();
  let cents = 0;
  let tenths = 0;
  for (const line of lines) {
    cents += line.allowanceCents;
    tenths += line.transportTenths;
    sheet
      .addRow([
        neutralised(line.volunteerName),
        dayOf(line.date),
        line.allowanceCents / 100,
        line.transportTenths / 10,
      ])
      .commit();
  }
  const total = sheet.addRow([m.total, null, cents / 100, tenths / 10]);
  total.font = { bold: true };
  total.commit();
  sheet.commit();
  // Each volunteer's year beside the nominative lines, on a sheet of its own.
  const perVolunteer = workbook.addWorksheet(m.perVolunteer);
  perVolunteer.columns = [
    { key: 'volunteer', width: 32 },
    { key: 'days', width: 10 },
    { key: 'amount', width: 14, style: { numFmt: EURO_FORMAT } },
    { key: 'kilometers', width: 12 },
  ];
  const subHeader = perVolunteer.addRow([
    m.columns.volunteer,
    m.days,
    m.columns.amount,
    m.columns.kilometers,
  ]);
  subHeader.font = { bold: true };
  subHeader.commit();
  for (const subtotal of volunteerSubtotals(lines)) {
    perVolunteer
      .addRow([
        neutralised(subtotal.volunteerName),
        subtotal.days,
        subtotal.allowanceCents / 100,
        subtotal.transportTenths / 10,
      ])
      .commit();
  }
  perVolunteer.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
