import { PassThrough } from 'node:stream';
// The streaming writer alone, as the accounting export does (the package's index is much larger).
import WorkbookWriter from 'exceljs/lib/stream/xlsx/workbook-writer.js';
import { gradeRows, hoursOf, keyFigures } from '../../../shared/format/impact';
import { sessionMessages } from '../../../shared/messages/sessions';
import { type ImpactReport, SESSION_KINDS } from '../../../shared/schemas/sessions';
import { neutralised } from '../accounting/workbook';

const l = sessionMessages.impact;

export type ImpactWorkbookInput = {
  report: ImpactReport;
  organisation: string;
  scope: string;
  /** Volunteer id → display name, for the hours per volunteer. */
  volunteerNames: ReadonlyMap<number, string>;
};

/**
 * The impact report's underlying numbers as .xlsx (issue 33): the key figures, the months, the hours
 * per kind, the children per grade and the hours per volunteer, each on its own sheet, as numbers.
 */
export async function writeImpactWorkbook(input: ImpactWorkbookInput): Promise<Buffer> {
  const { report } = input;
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });

  const addSheet = (name: string, header: readonly string[], rows: readonly (string | number)[][]) => {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = header.map((_, index) => ({ width: index === 0 ? 42 : 16 }));
    const title = sheet.addRow([...header]);
    title.font = { bold: true };
    title.commit();
    for (const row of rows)
      sheet.addRow(row.map((cell) => (typeof cell === 'string' ? neutralised(cell) : cell))).commit();
    sheet.commit();
  };

  addSheet(
    l.keyFigures,
    [l.figure, l.value],
    [
      [l.period, `${report.from} – ${report.to}`],
      [input.organisation, input.scope],
      ...keyFigures(report).map((figure) => [figure.label, figure.number]),
    ],
  );
  addSheet(
    l.trends,
    [l.month, l.held, l.missed, l.hours, l.families],
    report.months.map((month) => [
      month.month,
      month.held,
      month.missed,
      hoursOf(month.minutes),
      month.families,
    ]),
  );
  addSheet(
    l.byKind,
    [sessionMessages.sessions.title, l.hours],
    SESSION_KINDS.map((kind) => [sessionMessages.sessionKinds[kind], hoursOf(report.minutes.byKind[kind])]),
  );
  addSheet(l.byGrade, [l.grade, l.children], gradeRows(report));
  addSheet(
    l.volunteerHours,
    [l.volunteer, l.sessions, l.hours],
    report.volunteers.hours.map((each) => [
      input.volunteerNames.get(each.volunteerId) ?? `#${each.volunteerId}`,
      each.sessions,
      hoursOf(each.minutes),
    ]),
  );

  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
