import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatDateTime } from '../../../shared/format/dates';
import { signingMessages } from '../../../shared/messages/signing';
import { proofFileName, verificationUrl } from '../../../shared/schemas/signing';
import { config } from '../../config';
import type { SignatureSnapshot } from '../../repositories/signatures';
import { drawQrCode, winAnsiSafe, wrapText } from './stamp';
import { signatureForToken } from './verify-signature';

const p = signingMessages.proof;

/** The proof as an A4 PDF: what was signed, by whom, both hashes, the timeline and a QR code to verify again. */
export async function proofPdf(signature: SignatureSnapshot, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsiSafe(`${p.title} - ${signature.documentName}`));
  pdf.setCreationDate(now);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const left = 56;
  let y = 780;
  const right = 595.28 - 56;
  const color = rgb(0.1, 0.1, 0.1);
  const write = (
    text: string,
    options: { size?: number; isBold?: boolean; gap?: number; indent?: number } = {},
  ) => {
    const size = options.size ?? 10;
    const face = options.isBold ? bold : font;
    const x = left + (options.indent ?? 0);
    const lines = wrapText(winAnsiSafe(text), (line) => face.widthOfTextAtSize(line, size), right - x);
    lines.forEach((line, index) => {
      page.drawText(line, { x, y, size, font: face, color });
      y -= index === lines.length - 1 ? (options.gap ?? size * 1.6) : size * 1.3;
    });
  };
  // The standard fonts' WinAnsi has no check mark and pdf-lib's bullet came out as '?': both are drawn.
  const bullet = (text: string) => {
    page.drawCircle({ x: left + 3, y: y + 3.5, size: 1.8, color });
    write(text, { indent: 12 });
  };
  const checkMark = (x: number, size: number) => {
    const base = { thickness: size / 7, color: rgb(0.1, 0.55, 0.2) };
    page.drawLine({
      start: { x, y: y + size * 0.4 },
      end: { x: x + size * 0.35, y: y + size * 0.05 },
      ...base,
    });
    page.drawLine({
      start: { x: x + size * 0.35, y: y + size * 0.05 },
      end: { x: x + size * 0.9, y: y + size * 0.8 },
      ...base,
    });
  };
  const field = (label: string, value: string) => {
    page.drawText(winAnsiSafe(label), { x: left, y, size: 10, font: bold });
    page.drawText(winAnsiSafe(value), { x: left + 160, y, size: value.length > 60 ? 7.5 : 10, font });
    y -= 17;
  };
  write(p.title, { size: 18, isBold: true, gap: 34 });
  field(p.document, signature.documentName);
  field(p.fileName, signature.fileName);
  field(p.signer, signature.signerName);
  field(p.role, signature.signerRole);
  field(p.organization, signature.organizationName);
  field(p.method, signature.signatureMethod);
  field(p.token, signature.token);
  field(p.originalHash, signature.originalSha256);
  field(p.signedHash, signature.signedSha256);
  y -= 10;
  write(p.timeline, { isBold: true, size: 12 });
  bullet(p.signedAt(formatDateTime(signature.signedAt)));
  if (signature.deletedAt) bullet(p.deletedAt(formatDateTime(signature.deletedAt)));
  bullet(p.verifiedAt(formatDateTime(now)));
  y -= 10;
  const statusLabel = `${p.statusLabel} `;
  page.drawText(statusLabel, { x: left, y, size: 12, font: bold, color });
  const markX = left + bold.widthOfTextAtSize(statusLabel, 12);
  checkMark(markX, 12);
  page.drawText(p.statusValue, { x: markX + 14, y, size: 12, font: bold, color });
  y -= 22;
  write(p.scope, { size: 8.5 });
  if (signature.kind === 'detached') write(p.detachedNote, { size: 8.5 });
  y -= 10;
  const link = verificationUrl(config.PORTAL_URL, signature.token);
  write(p.verifyAt, { size: 9 });
  write(link, { size: 8, gap: 16 });
  drawQrCode(page, link, left, y - 120, 120);
  return pdf.save();
}

export async function verificationProof(token: string, clientIp: string, now: Date) {
  const signature = await signatureForToken(token, clientIp, now);
  const bytes = await proofPdf(signature, now);
  return { bytes, fileName: proofFileName(signature.documentName, signature.token) };
}
