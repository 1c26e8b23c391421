import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatDateTime } from '../../../shared/format/dates';
import { privacyCopyLabels } from '../../../shared/messages/privacy';
import type { PrivacySubject } from '../../../shared/schemas/privacy';
import { winAnsiSafe, wrapText } from '../signing/pdf-text';

const MARGIN = 50;
const SIZE = 10;
const LINE = 14;
const WIDTH = 595;
const HEIGHT = 842;
/** Values longer than this are cut in the summary; the JSON files hold them whole. */
const MAX_VALUE = 160;

/** The standard fonts encode WinAnsi only: anything else (an emoji, a non-Latin script) becomes '?'. */
const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

export type SummaryInput = {
  subject: PrivacySubject;
  subjectName: string;
  organization: string;
  madeAt: Date;
  data: Record<string, Record<string, unknown>[]>;
  fileNames: readonly string[];
};

/** Lines of text on A4 pages, a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = HEIGHT - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([WIDTH, HEIGHT]);
  }

  line(text: string, options: { bold?: boolean; size?: number; indent?: number } = {}) {
    const size = options.size ?? SIZE;
    const font = options.bold ? this.bold : this.font;
    const maxWidth = WIDTH - 2 * MARGIN - (options.indent ?? 0);
    for (const part of wrapText(winAnsiSafe(text), (line) => font.widthOfTextAtSize(line, size), maxWidth)) {
      if (this.y < MARGIN) {
        this.page = this.doc.addPage([WIDTH, HEIGHT]);
        this.y = HEIGHT - MARGIN;
      }
      this.page.drawText(part, {
        x: MARGIN + (options.indent ?? 0),
        y: this.y,
        size,
        font,
        color: rgb(0, 0, 0),
      });
      this.y -= size + (LINE - SIZE);
    }
  }

  gap() {
    this.y -= LINE / 2;
  }
}

/**
 * The readable Dutch summary of a person's copy: who it is about, when it was made, and per kind of
 * record how many there are with their fields; the JSON files beside it hold every value whole.
 */
export async function summaryPdf(input: SummaryInput): Promise<Uint8Array> {
  const l = privacyCopyLabels;
  const doc = await PDFDocument.create();
  doc.setTitle(l.title);
  doc.setLanguage('nl-BE');
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  writer.line(l.title, { bold: true, size: 16 });
  writer.gap();
  writer.line(
    l.about(input.subject.kind === 'volunteer' ? l.volunteer : l.family, input.subjectName, input.subject.id),
  );
  writer.line(l.madeBy(input.organization, formatDateTime(input.madeAt)));
  writer.line(l.intro);
  writer.gap();
  for (const [entity, records] of Object.entries(input.data)) {
    writer.line(`${l.entity(entity)} (${records.length})`, { bold: true, size: 12 });
    for (const record of records) {
      for (const [field, value] of Object.entries(record)) {
        const text = valueText(value);
        writer.line(`${field}: ${text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}...` : text}`, {
          indent: 12,
        });
      }
      writer.gap();
    }
  }
  if (input.fileNames.length > 0) {
    writer.line(`${l.files} (${input.fileNames.length})`, { bold: true, size: 12 });
    for (const name of input.fileNames) writer.line(name, { indent: 12 });
  }
  return doc.save();
}
