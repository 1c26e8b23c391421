import { DEFAULT_SIGNATURE_METHOD } from '../constants';
import { signingMessages } from '../messages/signing';
import * as z from '../zod';
import { idParam, isoTimestamp, pageOf, pageQuery } from './common';

const m = signingMessages.signing;
const v = signingMessages.verification;

/** The verification link of a token: the portal's origin plus this path and `?token=`. */
export const VERIFICATION_PATH = '/ondertekening-controleren';
export const verificationUrl = (portalOrigin: string, token: string) =>
  `${portalOrigin.replace(/\/$/, '')}${VERIFICATION_PATH}?token=${encodeURIComponent(token)}`;

/** Tokens are random UUIDs (122 random bits); anything else is simply not found. */
export const SIGNATURE_TOKEN_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isSignatureToken = (value: string) => SIGNATURE_TOKEN_PATTERN.test(value);

const pdfCoordinate = z.number({ error: m.positionInvalid }).finite().min(0, m.positionInvalid).max(14_400);

/**
 * Where the stamp goes, in PDF coordinates (points, origin bottom left of the page): `x`, `y` is the
 * stamp's lower-left corner, `width` × `height` its size (the 80 × 30 marker scaled to the page).
 * The display fields are what the picker showed, kept for the record.
 */
export const signaturePositionSchema = z.object({
  page: z.number({ error: m.positionInvalid }).int(m.positionInvalid).min(1, m.positionInvalid).max(10_000),
  x: pdfCoordinate,
  y: pdfCoordinate,
  width: pdfCoordinate.min(10, m.positionInvalid).optional(),
  height: pdfCoordinate.min(5, m.positionInvalid).optional(),
  originalWidth: pdfCoordinate.optional(),
  originalHeight: pdfCoordinate.optional(),
  scale: z.number().finite().positive().max(100).optional(),
  displayX: z.number().finite().optional(),
  displayY: z.number().finite().optional(),
  displayWidth: z.number().finite().optional(),
  displayHeight: z.number().finite().optional(),
});
export type SignaturePosition = z.infer<typeof signaturePositionSchema>;

const uploadId = z.uuid({ error: m.noFileSelected });

export const uploadAndSignBody = z.strictObject({
  uploadId,
  title: z.string({ error: m.fieldsMissing }).trim().min(1, m.titleRequired).max(200, m.titleTooLong),
  description: z.string().trim().max(1000, m.descriptionTooLong).optional(),
  /** Required for a PDF ('Handtekening locatie vereist'); other files are signed detached. */
  signaturePosition: signaturePositionSchema.optional(),
});
export type UploadAndSignBody = z.infer<typeof uploadAndSignBody>;

/** /ondertekenen: a PDF only; without a position the stamp goes to the bottom right of the last page. */
export const signPdfBody = z.strictObject({
  uploadId,
  signaturePosition: signaturePositionSchema.optional(),
});
export type SignPdfBody = z.infer<typeof signPdfBody>;

export const uploadAndSignResponse = z.object({
  id: z.number().int(),
  fileName: z.string(),
  signerName: z.string(),
  signerRole: z.string(),
  signedAt: isoTimestamp,
  signatureToken: z.string(),
  verification: z.object({ verificationUrl: z.string(), message: z.string() }),
});
export type UploadAndSignResponse = z.infer<typeof uploadAndSignResponse>;

export const SIGNATURE_KINDS = ['pdf', 'detached'] as const;

/** A signed document as the list shows it (spec §3). */
export const signedDocumentSchema = z.object({
  id: z.number().int(),
  documentName: z.string(),
  description: z.string().nullable(),
  fileName: z.string(),
  signerName: z.string(),
  signerRole: z.string(),
  organizationName: z.string(),
  signatureMethod: z.string().default(DEFAULT_SIGNATURE_METHOD),
  signedAt: isoTimestamp,
  isValid: z.boolean(),
  documentDeleted: z.boolean(),
  signatureToken: z.string(),
  verificationUrl: z.string(),
  /** pdf: stamped and sealed inside the PDF; detached: the file unchanged with a separate CMS signature. */
  kind: z.enum(SIGNATURE_KINDS),
});
export type SignedDocument = z.infer<typeof signedDocumentSchema>;

export const signedDocumentIdParams = z.strictObject({ id: idParam });
/**
 * Which file a download hands out: the document people hold (the signed PDF, or a Word file as it was
 * signed) or, for a detached signature, the signature itself (.p7s). A PDF carries its seal inside.
 */
export const SIGNED_FILE_PARTS = ['document', 'signature'] as const;
export const signedDocumentDownloadQuery = z.strictObject({
  part: z.enum(SIGNED_FILE_PARTS).optional().default('document'),
  /** `inline` shows a signed PDF in the browser ('Bekijken'); anything else is always saved. */
  disposition: z.enum(['attachment', 'inline']).optional().default('attachment'),
});
export type SignedFilePart = (typeof SIGNED_FILE_PARTS)[number];
export const listSignedDocumentsQuery = z.strictObject(pageQuery({ defaultSize: 50 }));
export const signedDocumentPage = pageOf(signedDocumentSchema);

/**
 * A token as it comes from a link: any short string. Whether it is well formed is not told apart
 * from whether it exists, so a malformed token answers exactly like an unknown one.
 */
export const signatureTokenParams = z.strictObject({ token: z.string() });

export const verificationResponse = z.object({
  valid: z.literal(true),
  message: z.string(),
  signature: z.object({
    documentName: z.string(),
    signerName: z.string(),
    signerRole: z.string(),
    organizationName: z.string(),
    signatureMethod: z.string(),
    signedAt: isoTimestamp,
    documentDeleted: z.boolean(),
  }),
  verification: z.object({
    documentTitle: z.string(),
    signerName: z.string(),
    signerRole: z.string(),
    organization: z.string(),
    signedAt: isoTimestamp,
    verificationDate: isoTimestamp,
    token: z.string(),
    message: z.string(),
    proofDownloadUrl: z.string(),
  }),
});
export type VerificationResponse = z.infer<typeof verificationResponse>;

export const sha256Hex = z
  .string({ error: v.hashInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, v.hashInvalid);

/** A file is checked by its SHA-256, computed in the browser: the file itself never leaves the computer. */
export const verifyFileBody = z.strictObject({ sha256: sha256Hex });
export type VerifyFileBody = z.infer<typeof verifyFileBody>;

export const verifyFileResponse = z.object({
  /** signed: exactly a file this portal signed (its seal is then the one the portal made, intact); original: the unsigned original of one; none: neither. */
  match: z.enum(['signed', 'original', 'none']),
  message: z.string(),
  document: z
    .object({
      documentName: z.string(),
      signerName: z.string(),
      signedAt: isoTimestamp,
      signatureToken: z.string(),
      documentDeleted: z.boolean(),
    })
    .nullable(),
});
export type VerifyFileResponse = z.infer<typeof verifyFileResponse>;

/** Proof file name of spec §9: 'Verificatiebewijs_' + sanitized name + the token's first 8 characters. */
export function proofFileName(documentName: string, token: string) {
  const safe =
    documentName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'document';
  return `Verificatiebewijs_${safe}_${token.slice(0, 8)}.pdf`;
}
