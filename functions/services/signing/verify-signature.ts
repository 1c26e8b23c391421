import { signingMessages } from '../../../shared/messages/signing';
import type { VerificationResponse, VerifyFileResponse } from '../../../shared/schemas/signing';
import { notFound } from '../../domain/errors';
import { findByFileHash, getSignatureByToken, type SignatureSnapshot } from '../../repositories/signatures';
import { countVerification } from './verification-limit';

const v = signingMessages.verification;

/**
 * The signature behind a token, or the one 404 for anything else: a malformed token is looked up
 * like any other (one GetItem), so neither the answer nor its timing tells the two apart.
 */
export async function signatureForToken(
  token: string,
  clientIp: string,
  now: Date,
): Promise<SignatureSnapshot> {
  await countVerification(clientIp, now);
  const signature = await getSignatureByToken(token);
  if (!signature) throw notFound(v.notValid);
  return signature;
}

export const proofPath = (token: string) => `/api/verification-proof/${encodeURIComponent(token)}`;

export async function verifySignature(
  token: string,
  clientIp: string,
  now: Date,
): Promise<VerificationResponse> {
  const signature = await signatureForToken(token, clientIp, now);
  const message = signature.documentDeleted ? v.validDeleted : v.valid;
  return {
    valid: true,
    message,
    signature: {
      documentName: signature.documentName,
      signerName: signature.signerName,
      signerRole: signature.signerRole,
      organizationName: signature.organizationName,
      signatureMethod: signature.signatureMethod,
      signedAt: signature.signedAt,
      documentDeleted: signature.documentDeleted,
    },
    verification: {
      documentTitle: signature.documentName,
      signerName: signature.signerName,
      signerRole: signature.signerRole,
      organization: signature.organizationName,
      signedAt: signature.signedAt,
      verificationDate: now.toISOString(),
      token: signature.token,
      message,
      proofDownloadUrl: proofPath(signature.token),
    },
  };
}

/**
 * A file checked by its SHA-256: the signed file itself (its seal is then exactly the one the portal
 * made), the unsigned original of one, or neither (changed, or never signed here).
 */
export async function verifyFile(sha256: string, clientIp: string, now: Date): Promise<VerifyFileResponse> {
  await countVerification(clientIp, now);
  const hits = await findByFileHash(sha256);
  const hit = hits.find((entry) => entry.match === 'signed') ?? hits[0];
  const signature = hit ? await getSignatureByToken(hit.token) : null;
  if (!hit || !signature) return { match: 'none', message: v.fileNoMatch, document: null };
  return {
    match: hit.match,
    message: hit.match === 'signed' ? v.fileMatches : v.fileMatchesOriginal,
    document: {
      documentName: signature.documentName,
      signerName: signature.signerName,
      signedAt: signature.signedAt,
      signatureToken: signature.token,
      documentDeleted: signature.documentDeleted,
    },
  };
}
