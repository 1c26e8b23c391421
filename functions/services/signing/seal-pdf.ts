import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import { ParseSpeeds, PDFDocument } from 'pdf-lib';
import { detachedSignedData } from './cms';
import type { SealingIdentity } from './sealing-identity';

/** Room for the CMS signature: the certificate chain plus the signature, hex-encoded in the file. */
const SIGNATURE_BYTES = 8192;

/**
 * A PKCS#7/CMS detached signature (adbe.pkcs7.detached, SHA-256) with signed attributes content
 * type, signing time and message digest, made with the sealing identity parsed once per instance.
 */
export class SealSigner extends Signer {
  constructor(private readonly identity: SealingIdentity) {
    super();
  }

  override async sign(content: Buffer, signingTime?: Date): Promise<Buffer> {
    return detachedSignature(this.identity, content, signingTime ?? new Date());
  }
}

export const detachedSignature = (identity: SealingIdentity, content: Buffer, signingTime: Date): Buffer =>
  detachedSignedData(identity, content, signingTime);

export type SealDetails = {
  signerName: string;
  organizationName: string;
  reason: string;
  location: string;
  contactInfo: string;
  signedAt: Date;
  /** The stamp's rectangle [x1, y1, x2, y2] on `pageIndex`, so viewers show the signature there. */
  widget: { pageIndex: number; rect: [number, number, number, number] };
};

/**
 * Adds a signature field over the whole file and signs it: the ByteRange covers every byte except
 * the signature itself, so changing any byte afterwards breaks the seal.
 */
export async function sealPdf(
  pdf: PDFDocument,
  identity: SealingIdentity,
  details: SealDetails,
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfPage: pdf.getPage(details.widget.pageIndex),
    reason: details.reason,
    contactInfo: details.contactInfo,
    name: details.organizationName,
    location: details.location,
    signingTime: details.signedAt,
    signatureLength: SIGNATURE_BYTES,
    widgetRect: details.widget.rect,
    appName: 'Vrijwilligersportaal',
  });
  // Object streams would hide the placeholder from the byte-range search.
  // objectsPerTick: pdf-lib otherwise pauses for a timer tick every 50 objects, which only adds latency here.
  const prepared = Buffer.from(
    await pdf.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY }),
  );
  return new SignPdf().sign(prepared, new SealSigner(identity), details.signedAt);
}

/** Parses a PDF in one go (pdf-lib's default yields to a timer tick every 100 objects). */
export const loadPdf = (bytes: Uint8Array) =>
  PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
