import {
  fill,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
  setFillingRgbColor,
} from 'pdf-lib';
import { SIGNATURE_MARKER, SIGNATURE_STAMP } from '../../../shared/constants';
import type { SignaturePosition } from '../../../shared/schemas/signing';
import { winAnsiSafe, wrapText } from './pdf-text';
import { createQrCode } from './qr-code';

export type StampRect = { x: number; y: number; width: number; height: number };

/**
 * The stamp's rectangle on its page, in PDF points from the bottom left: the chosen place and size
 * (the 80 × 30 marker when no size is given), kept inside the page.
 */
export function stampRect(
  position: Pick<SignaturePosition, 'x' | 'y' | 'width' | 'height'>,
  page: { width: number; height: number },
): StampRect {
  const width = Math.min(position.width ?? SIGNATURE_MARKER.width, page.width);
  const height = Math.min(position.height ?? SIGNATURE_MARKER.height, page.height);
  return {
    x: Math.min(Math.max(0, position.x), page.width - width),
    y: Math.min(Math.max(0, position.y), page.height - height),
    width,
    height,
  };
}

/** /ondertekenen without a chosen place: the bottom right corner of the last page, 36 pt from the edges. */
export function defaultPosition(pageCount: number, page: { width: number; height: number }) {
  return {
    page: pageCount,
    x: Math.max(0, page.width - SIGNATURE_STAMP.width - 36),
    y: 36,
    width: SIGNATURE_STAMP.width,
    height: SIGNATURE_STAMP.height,
  };
}

/**
 * The QR code of `text` drawn as dark squares: one rectangle per run of dark modules in a row, all
 * filled by a single operator list (a drawRectangle per run costs about 100 ms for a link-sized code).
 */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  const squares = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        squares.push(
          rectangle(
            x + (quiet + start) * cell,
            y + size - (quiet + row + 1) * cell,
            (column - start) * cell,
            cell,
          ),
        );
        start = -1;
      }
    }
  }
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...squares,
    fill(),
    popGraphicsState(),
  );
}

export type StampText = { lines: string[]; verificationUrl: string };

const LINE_FACTOR = 1.2;
/** About 3 cm: a phone reads it from paper at arm's length. */
const QR_SIZE = 88;

/**
 * The visible stamp, sized for print (issue 37 point 7): a framed white box at least
 * SIGNATURE_STAMP big, with the QR code of the verification page on the left and the lines (signer,
 * role, organisation, Brussels time, token, link) on the right in 8 pt text, each wrapped inside
 * the frame (the link after its slashes). It takes the chosen place's top left corner, grows
 * downwards as far as its lines need, and stays on the page. Answers the rectangle it drew.
 */
export async function drawStamp(
  pdf: PDFDocument,
  page: PDFPage,
  chosen: StampRect,
  text: StampText,
): Promise<StampRect> {
  const font: PDFFont = await pdf.embedFont(StandardFonts.Helvetica);
  const bold: PDFFont = await pdf.embedFont(StandardFonts.HelveticaBold);
  const size = SIGNATURE_STAMP.fontSize;
  const padding = 6;
  const pageSize = page.getSize();
  const width = Math.min(Math.max(chosen.width, SIGNATURE_STAMP.width), pageSize.width);
  const qrSize = QR_SIZE;
  const textX = padding * 2 + qrSize;
  const textWidth = width - textX - padding;
  const lines = text.lines
    .map(winAnsiSafe)
    .flatMap((line, index) =>
      wrapText(line, (part) => (index === 0 ? bold : font).widthOfTextAtSize(part, size), textWidth).map(
        (part) => ({ text: part, isTitle: index === 0 }),
      ),
    );
  const blockHeight = lines.length * size * LINE_FACTOR;
  const height = Math.min(
    Math.max(chosen.height, SIGNATURE_STAMP.height, blockHeight + 2 * padding),
    pageSize.height,
  );
  const top = chosen.y + chosen.height;
  const rect = stampRect({ x: chosen.x, y: top - height, width, height }, pageSize);

  page.drawRectangle({
    ...rect,
    color: rgb(1, 1, 1),
    borderColor: rgb(0.09, 0.33, 0.63),
    borderWidth: 1,
  });
  drawQrCode(page, text.verificationUrl, rect.x + padding, rect.y + (rect.height - qrSize) / 2, qrSize);
  let y = rect.y + (rect.height + blockHeight) / 2 - size;
  for (const line of lines) {
    page.drawText(line.text, {
      x: rect.x + textX,
      y,
      size,
      font: line.isTitle ? bold : font,
      color: line.isTitle ? rgb(0.09, 0.33, 0.63) : rgb(0.1, 0.1, 0.1),
    });
    y -= size * LINE_FACTOR;
  }
  return rect;
}

/** A .txt file as an A4 PDF (Helvetica 10 pt, wrapped lines), so it can carry a stamp and seal. */
export async function textToPdf(pdf: PDFDocument, text: string) {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const [pageWidth, pageHeight] = [595.28, 841.89];
  const margin = 56;
  const size = 10;
  const leading = 13;
  const maxWidth = pageWidth - 2 * margin;
  const wrapped: string[] = [];
  for (const raw of winAnsiSafe(text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ')).split('\n')) {
    if (raw === '') wrapped.push('');
    let line = '';
    for (const word of raw.split(/(\s+)/)) {
      const candidate = line + word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) line = candidate;
      else {
        if (line.trim() !== '') wrapped.push(line);
        line = word.trimStart();
        while (font.widthOfTextAtSize(line, size) > maxWidth) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut -= 1;
          wrapped.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
    }
    if (line !== '') wrapped.push(line);
  }
  const perPage = Math.floor((pageHeight - 2 * margin) / leading);
  for (let start = 0; start < Math.max(1, wrapped.length); start += perPage) {
    const page = pdf.addPage([pageWidth, pageHeight]);
    wrapped.slice(start, start + perPage).forEach((line, index) => {
      page.drawText(line, { x: margin, y: pageHeight - margin - size - index * leading, size, font });
    });
  }
}

export { winAnsiSafe, wrapText };
