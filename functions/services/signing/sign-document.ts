import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { DEFAULT_SIGNATURE_METHOD } from '../../../shared/constants';
import { formatDateTime } from '../../../shared/format/dates';
import { displayName } from '../../../shared/format/names';
import { signingMessages } from '../../../shared/messages/signing';
import { ROLE_LABELS } from '../../../shared/permissions';
import { type SigningKind, signingKindOf } from '../../../shared/policies/signing';
import {
  type SignaturePosition,
  type UploadAndSignResponse,
  verificationUrl,
} from '../../../shared/schemas/signing';
import { logger } from '../../commons/logger';
import { config } from '../../config';
import { conflict, validationError } from '../../domain/errors';
import {
  allocateSignedDocumentId,
  getSignedDocument,
  insertSignedDocument,
  type SignedDocumentRecord,
} from '../../repositories/signatures';
import { getUserById } from '../../repositories/users';
import { bucketName } from '../../storage/buckets';
import { deleteObject } from '../../storage/objects';
import { readObject, writeObject } from '../../storage/signed-files';
import { recordActivity } from '../activity/record-activity';
import { organizationName } from '../auth/organization-name';
import type { Actor } from '../auth/sessions';
import { prepareAttachment } from '../uploads/attach-uploads';
import { detachedSignature, loadPdf, sealPdf, sha256 } from './seal-pdf';
import { loadSealingIdentity } from './sealing-identity';
import { defaultPosition, drawStamp, stampRect, textToPdf } from './stamp';

const m = signingMessages.signing;

export type SignRequest = {
  uploadId: string;
  title?: string | undefined;
  description?: string | undefined;
  signaturePosition?: SignaturePosition | undefined;
  /** /ondertekenen: PDF only, and a missing position means the default corner. */
  pdfOnly: boolean;
};

type Signer = { name: string; role: string; organization: string };
type Sealed = { bytes: Buffer; contentType: string; fileName: string };

const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || fileName;

/** Reads a PDF for signing; an encrypted or broken file is the caller's problem, not a 500. */
async function readablePdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await loadPdf(bytes);
  } catch {
    // pdf-lib throws EncryptedPDFError for a protected file and parse errors for a broken one.
    throw validationError(m.unreadablePdf);
  }
}

async function stampAndSeal(
  pdf: PDFDocument,
  position: SignaturePosition | undefined,
  signer: Signer,
  token: string,
  signedAt: Date,
): Promise<Buffer> {
  const pageCount = pdf.getPageCount();
  const chosen = position ?? defaultPosition(pageCount, pdf.getPage(pageCount - 1).getSize());
  if (chosen.page > pageCount) {
    throw validationError(m.pageOutOfRange, [{ path: 'signaturePosition.page', message: m.pageOutOfRange }]);
  }
  const page = pdf.getPage(chosen.page - 1);
  const link = verificationUrl(config.PORTAL_URL, token);
  const rect = await drawStamp(pdf, page, stampRect(chosen, page.getSize()), {
    lines: [
      signingMessages.stamp.signedBy(signer.name),
      signer.role,
      signer.organization,
      signingMessages.stamp.on(formatDateTime(signedAt)),
      signingMessages.stamp.token(token),
      link,
    ],
    verificationUrl: link,
  });
  return sealPdf(pdf, await loadSealingIdentity(), {
    signerName: signer.name,
    organizationName: signer.organization,
    reason: signingMessages.stamp.signedBy(signer.name),
    location: new URL(config.PORTAL_URL).host,
    contactInfo: link,
    signedAt,
    widget: { pageIndex: chosen.page - 1, rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height] },
  });
}

async function signFile(
  kind: SigningKind,
  original: Buffer,
  fileName: string,
  position: SignaturePosition | undefined,
  signer: Signer,
  token: string,
  signedAt: Date,
): Promise<Sealed> {
  if (kind === 'detached') {
    const identity = await loadSealingIdentity();
    return {
      bytes: detachedSignature(identity, original, signedAt),
      contentType: 'application/pkcs7-signature',
      fileName: `${fileName}.p7s`,
    };
  }
  const pdf = kind === 'pdf' ? await readablePdf(original) : await PDFDocument.create();
  if (kind === 'text') await textToPdf(pdf, original.toString('utf8'));
  const bytes = await stampAndSeal(pdf, position, signer, token, signedAt);
  return { bytes, contentType: 'application/pdf', fileName: `${baseName(fileName)}_ondertekend.pdf` };
}

type StoredFile = { key: string; bytes: Uint8Array; contentType: string };

/**
 * Writes the files, then the record's transaction. Whatever stops the record from being saved (a
 * failed condition, a failed write) removes the files this request wrote, so no object is left in
 * the bucket without a record pointing at it. After an error whose outcome is unknown (a timeout)
 * the files stay if the record turns out to be there.
 */
async function storeWithRecord(
  record: SignedDocumentRecord,
  files: readonly StoredFile[],
  save: () => Promise<boolean>,
) {
  const removeFiles = async () => {
    const removed = await Promise.allSettled(files.map((file) => deleteObject(record.bucket, file.key)));
    const failed = removed.filter((result) => result.status === 'rejected');
    if (failed.length > 0)
      logger.error('signed files left behind', { signedDocumentId: record.id, error: failed[0]?.reason });
  };
  let saved: boolean;
  try {
    await Promise.all(
      files.map((file) => writeObject(record.bucket, file.key, file.bytes, file.contentType)),
    );
    saved = await save();
  } catch (error) {
    const isSaved = await getSignedDocument(record.id).then(
      (found) => found !== null,
      () => true,
    );
    if (!isSaved) await removeFiles();
    throw error;
  }
  if (!saved) {
    await removeFiles();
    throw conflict();
  }
}

/**
 * Signs a confirmed upload of the caller on behalf of the association: stamp at the chosen place
 * and a seal over the whole PDF (a text file is made into a PDF first), or for a Word document an
 * unchanged file with a detached CMS signature. Original and signed file go to the signed bucket;
 * the record, its token, its file hashes and the upload's attachment are written in one transaction.
 */
export async function signDocument(
  actor: Actor,
  request: SignRequest,
  now: Date,
): Promise<UploadAndSignResponse> {
  const id = await allocateSignedDocumentId();
  const { upload, write } = await prepareAttachment(actor, request.uploadId, 'signing', `signature#${id}`);
  const kind = signingKindOf(upload.contentType ?? '', request.pdfOnly);
  if (!kind) throw validationError(request.pdfOnly ? m.pdfOnly : m.invalidFileType);
  if (kind === 'pdf' && !request.pdfOnly && !request.signaturePosition) {
    throw validationError(m.positionRequired, [{ path: 'signaturePosition', message: m.positionRequired }]);
  }

  const [user, organization, original] = await Promise.all([
    getUserById(actor.id),
    organizationName(),
    readObject(upload.bucket, upload.key),
  ]);
  const signer: Signer = {
    name: displayName(user ?? { username: actor.username }),
    role: ROLE_LABELS[actor.role],
    organization,
  };
  const token = randomUUID();
  const signed = await signFile(
    kind,
    original,
    upload.fileName,
    request.signaturePosition,
    signer,
    token,
    now,
  );

  const bucket = bucketName('signed');
  const folder = `documents/${id}`;
  const originalKey = `${folder}/original`;
  const signedKey = kind === 'detached' ? `${folder}/signature.p7s` : `${folder}/signed.pdf`;

  const record: SignedDocumentRecord = {
    id,
    documentName: request.title ?? baseName(upload.fileName),
    description: request.description || null,
    fileName: upload.fileName,
    kind: kind === 'detached' ? 'detached' : 'pdf',
    signerId: actor.id,
    signerName: signer.name,
    signerRole: signer.role,
    organizationName: organization,
    signatureMethod: DEFAULT_SIGNATURE_METHOD,
    signedAt: now.toISOString(),
    token,
    originalSha256: sha256(original),
    // A detached signature leaves the file as it is: the file people hold is the original.
    signedSha256: kind === 'detached' ? sha256(original) : sha256(signed.bytes),
    documentDeleted: false,
    deletedAt: null,
    bucket,
    originalKey,
    signedKey,
    signedContentType: signed.contentType,
    signedFileName: signed.fileName,
    version: 1,
  };
  const files = [
    { key: originalKey, bytes: original, contentType: upload.contentType ?? 'application/octet-stream' },
    { key: signedKey, bytes: signed.bytes, contentType: signed.contentType },
  ];
  await storeWithRecord(record, files, () => insertSignedDocument(record, write));
  await recordActivity({
    kind: 'document-signed',
    message: m.activitySigned(signer.name, record.documentName),
    actorId: actor.id,
    subject: { type: 'signed-document', id },
    now,
  });

  return {
    id,
    fileName: signed.fileName,
    signerName: signer.name,
    signerRole: signer.role,
    signedAt: record.signedAt,
    signatureToken: token,
    verification: { verificationUrl: verificationUrl(config.PORTAL_URL, token), message: m.signedMessage },
  };
}
