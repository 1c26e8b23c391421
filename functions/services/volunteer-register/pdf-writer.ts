import { PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { winAnsiSafe, wrapText } from '../signing/pdf-text';

const A4: [number, number] = [595.28, 841.89];
const LEFT = 56;
const RIGHT = A4[0] - 56;
const BOTTOM = 64;
const COLOR = rgb(0.1, 0.1, 0.1);

/** A plain A4 document written top to bottom: paragraphs, table rows, new pages as needed. */
export async function pdfWriter(title: string, now: Date) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsiSafe(title));
  pdf.setCreationDate(now);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = 780;
  const room = (height: number) => {
    if (y - height >= BOTTOM) return;
    page = pdf.addPage(A4);
    y = 780;
  };
  return {
    paragraph(text: string, options: { size?: number; isBold?: boolean; gap?: number } = {}) {
      const size = options.size ?? 10;
      const face = options.isBold ? bold : font;
      for (const line of wrapText(
        winAnsiSafe(text),
        (line) => face.widthOfTextAtSize(line, size),
        RIGHT - LEFT,
      )) {
        room(size * 1.4);
        page.drawText(line, { x: LEFT, y, size, font: face, color: COLOR });
        y -= size * 1.4;
      }
      y -= options.gap ?? size * 0.6;
    },
    /** One row of cells at the given x offsets from the left margin; numbers right-aligned at `rightAligned`. */
    row(
      cells: readonly string[],
      offsets: readonly number[],
      options: { isBold?: boolean; rightAligned?: readonly number[] } = {},
    ) {
      const size = 9.5;
      const face = options.isBold ? bold : font;
      room(size * 1.6);
      cells.forEach((cell, index) => {
        const text = winAnsiSafe(cell);
        const offset = offsets[index] ?? 0;
        const x = options.rightAligned?.includes(index)
          ? LEFT + offset - face.widthOfTextAtSize(text, size)
          : LEFT + offset;
        page.drawText(text, { x, y, size, font: face, color: COLOR });
      });
      y -= size * 1.6;
    },
    rule() {
      room(8);
      page.drawLine({
        start: { x: LEFT, y: y + 6 },
        end: { x: RIGHT, y: y + 6 },
        thickness: 0.5,
        color: COLOR,
      });
      y -= 4;
    },
    save: () => pdf.save(),
  };
}
