import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatDay } from '../../../shared/format/dates';
import {
  formatCount,
  formatHours,
  formatPeriod,
  gradeRows,
  hoursOf,
  keyFigures,
} from '../../../shared/format/impact';
import { sessionMessages } from '../../../shared/messages/sessions';
import type { ImpactReport } from '../../../shared/schemas/sessions';
import { type TrendRow, trendRows } from './impact-trends';

const l = sessionMessages.impact;
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const ACCENT = rgb(0.09, 0.47, 1);
const RULE = rgb(0.85, 0.85, 0.85);

export type ImpactPdfInput = {
  report: ImpactReport;
  organisation: string;
  /** The logo as a data URL (PNG or JPEG are drawn; another type leaves the cover without a logo). */
  logo: string | null;
  /** Who the figures are about: the association, one school, or a volunteer's own. */
  scope: string;
  today: string;
};

type Fonts = { regular: PDFFont; bold: PDFFont };

/** The standard fonts write WinAnsi only: any other character becomes '?' instead of failing the file. */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

function write(
  page: PDFPage,
  font: PDFFont,
  text: string,
  at: {
    x: number;
    y: number;
    size: number;
    color?: ReturnType<typeof rgb>;
    align?: 'left' | 'right' | 'center';
  },
) {
  const safe = writable(font, text);
  const width = font.widthOfTextAtSize(safe, at.size);
  const x = at.align === 'right' ? at.x - width : at.align === 'center' ? at.x - width / 2 : at.x;
  page.drawText(safe, { x, y: at.y, size: at.size, font, color: at.color ?? INK });
}

async function embedLogo(pdf: PDFDocument, dataUrl: string | null): Promise<PDFImage | null> {
  const match = dataUrl?.match(/^data:(image\/(?:png|jpeg));base64,(.+)$/);
  if (!match) return null;
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  try {
    return match[1] === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch {
    return null;
  }
}

function cover(pdf: PDFDocument, fonts: Fonts, input: ImpactPdfInput, logo: PDFImage | null) {
  const page = pdf.addPage(A4);
  const [width, height] = A4;
  let y = height - 160;
  if (logo) {
    const scale = Math.min(180 / logo.width, 120 / logo.height, 1);
    const size = { width: logo.width * scale, height: logo.height * scale };
    page.drawImage(logo, { x: (width - size.width) / 2, y: y - size.height, ...size });
    y -= size.height + 48;
  }
  write(page, fonts.bold, input.organisation, { x: width / 2, y, size: 26, align: 'center' });
  y -= 44;
  write(page, fonts.regular, l.title, { x: width / 2, y, size: 20, color: ACCENT, align: 'center' });
  y -= 32;
  write(page, fonts.regular, formatPeriod(input.report.from, input.report.to), {
    x: width / 2,
    y,
    size: 14,
    align: 'center',
  });
  y -= 22;
  write(page, fonts.regular, input.scope, { x: width / 2, y, size: 12, color: MUTED, align: 'center' });
  write(page, fonts.regular, l.generatedOn(formatDay(input.today)), {
    x: width / 2,
    y: MARGIN,
    size: 10,
    color: MUTED,
    align: 'center',
  });
}

function heading(page: PDFPage, fonts: Fonts, title: string, input: ImpactPdfInput): number {
  const [, height] = A4;
  write(page, fonts.bold, title, { x: MARGIN, y: height - MARGIN - 20, size: 20 });
  write(page, fonts.regular, `${input.organisation} · ${formatPeriod(input.report.from, input.report.to)}`, {
    x: MARGIN,
    y: height - MARGIN - 40,
    size: 10,
    color: MUTED,
  });
  return height - MARGIN - 72;
}

/** Label on the left, value on the right, a thin rule below. */
function tableRow(page: PDFPage, fonts: Fonts, y: number, label: string, value: string, size = 11) {
  const [width] = A4;
  write(page, fonts.regular, label, { x: MARGIN, y, size });
  write(page, fonts.bold, value, { x: width - MARGIN, y, size, align: 'right' });
  page.drawLine({
    start: { x: MARGIN, y: y - 6 },
    end: { x: width - MARGIN, y: y - 6 },
    thickness: 0.5,
    color: RULE,
  });
}

function keyFiguresPage(pdf: PDFDocument, fonts: Fonts, input: ImpactPdfInput) {
  const page = pdf.addPage(A4);
  let y = heading(page, fonts, l.keyFigures, input);
  for (const figure of keyFigures(input.report)) {
    tableRow(page, fonts, y, figure.label, figure.value);
    y -= 22;
  }
  const grades = gradeRows(input.report);
  if (grades.length === 0) return;
  y -= 18;
  write(page, fonts.bold, l.byGrade, { x: MARGIN, y, size: 13 });
  y -= 24;
  for (const [grade, count] of grades) {
    if (y < MARGIN) break;
    tableRow(page, fonts, y, grade, formatCount(count), 10);
    y -= 18;
  }
}

function trendsPage(pdf: PDFDocument, fonts: Fonts, input: ImpactPdfInput) {
  const page = pdf.addPage(A4);
  const [width] = A4;
  let y = heading(page, fonts, l.trends, input);
  const rows: TrendRow[] = trendRows(input.report);

  // Hours per month (or quarter, or year) as bars.
  const chartHeight = 150;
  const chartWidth = width - 2 * MARGIN;
  const most = Math.max(1, ...rows.map((row) => hoursOf(row.minutes)));
  const slot = chartWidth / rows.length;
  write(page, fonts.regular, `${l.hours} (max. ${formatHours(most * 60)})`, {
    x: MARGIN,
    y,
    size: 9,
    color: MUTED,
  });
  const base = y - chartHeight - 8;
  page.drawLine({ start: { x: MARGIN, y: base }, end: { x: width - MARGIN, y: base }, thickness: 0.5 });
  rows.forEach((row, index) => {
    const barHeight = (hoursOf(row.minutes) / most) * chartHeight;
    if (barHeight > 0)
      page.drawRectangle({
        x: MARGIN + index * slot + slot * 0.15,
        y: base,
        width: slot * 0.7,
        height: barHeight,
        color: ACCENT,
      });
  });
  y = base - 30;

  const columns = [
    { title: l.month, x: MARGIN, align: 'left' as const },
    { title: l.held, x: MARGIN + 250, align: 'right' as const },
    { title: l.missed, x: MARGIN + 320, align: 'right' as const },
    { title: l.hours, x: MARGIN + 400, align: 'right' as const },
    { title: l.families, x: width - MARGIN, align: 'right' as const },
  ];
  const size = rows.length > 24 ? 8 : 10;
  const step = rows.length > 24 ? 12 : 16;
  for (const column of columns)
    write(page, fonts.bold, column.title, { x: column.x, y, size, align: column.align });
  y -= step;
  for (const row of rows) {
    const cells = [
      row.label,
      formatCount(row.held),
      formatCount(row.missed),
      formatHours(row.minutes),
      formatCount(row.families),
    ];
    columns.forEach((column, index) => {
      write(page, fonts.regular, cells[index] ?? '', { x: column.x, y, size, align: column.align });
    });
    y -= step;
  }
}

/** The PDF a funder reads (issue 33): a cover with the association's name and logo, key figures, trends. */
export async function writeImpactPdf(input: ImpactPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${l.title} ${input.organisation}`);
  pdf.setLanguage('nl-BE');
  pdf.setCreator(input.organisation);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  cover(pdf, fonts, input, await embedLogo(pdf, input.logo));
  keyFiguresPage(pdf, fonts, input);
  trendsPage(pdf, fonts, input);
  return pdf.save();
}
