import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatDateTime } from '../../../shared/format/dates';
import { signingMessages } from '../../../shared/messages/signing';
import { proofFileName, verificationUrl } from '../../../shared/schemas/signing';
import { config } from '../../config';
import type { SignatureSnapshot } from '../../repositories/signatures';
import { drawQrCode, winAnsiSafe } from './stamp';
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
  const write = (text: string, options: { size?: number; isBold?: boolean; gap?: number } = {}) => {
    const size = options.size ?? 10;
    page.drawText(winAnsiSafe(text), {
      x: left,
      y,
      size,
      font: options.isBold ? bold : font,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= options.gap ?? size * 1.6;
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
  write(`• ${p.signedAt(formatDateTime(signature.signedAt))}`);
  if (signature.deletedAt) write(`• ${p.deletedAt(formatDateTime(signature.deletedAt))}`);
  write(`• ${p.verifiedAt(formatDateTime(now))}`);
  y -= 10;
  write(p.status, { isBold: true, size: 12, gap: 22 });
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
