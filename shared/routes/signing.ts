import { okResponse } from '../schemas/common';
import {
  listSignedDocumentsQuery,
  signatureTokenParams,
  signedDocumentDownloadQuery,
  signedDocumentIdParams,
  signedDocumentPage,
  signPdfBody,
  uploadAndSignBody,
  uploadAndSignResponse,
  verificationResponse,
  verifyFileBody,
  verifyFileResponse,
} from '../schemas/signing';
import { downloadLinkResponse } from '../schemas/uploads';
import * as z from '../zod';
import { defineRoute, type RouteUses } from './define';

/** Both ways of signing read the signer and the settings, store the signed PDF and record it alike. */
const SIGNING_USES: RouteUses = {
  tables: ['users', 'settings'],
  writes: ['signatures', 'documents', 'activity'],
  buckets: ['files', 'signed'],
  sealingCertificate: true,
};

/**
 * Digital signing (issue 18): an eIDAS simple electronic signature plus a seal with the association's
 * certificate. Signing is for `signOnBehalf`, deleting for admins; the three verification routes are
 * public, limited per address, and tell a malformed token and an unknown one apart in no way.
 */
export const signingRoutes = {
  uploadAndSign: defineRoute({
    id: 'signing-upload-and-sign',
    area: 'signing',
    method: 'POST',
    path: '/api/documents/upload-and-sign',
    access: 'signOnBehalf',
    summary:
      'Signs a confirmed upload: a PDF gets a visible stamp at the chosen place and a seal over the whole file, a .txt is made into a PDF first, a .doc/.docx is kept as it is and signed detached.',
    body: uploadAndSignBody,
    response: uploadAndSignResponse,
    successStatus: 201,
    idempotent: true,
    uses: SIGNING_USES,
  }),
  signPdf: defineRoute({
    id: 'signing-sign-pdf',
    area: 'signing',
    method: 'POST',
    path: '/api/onderteken/upload',
    access: 'signOnBehalf',
    summary:
      '/ondertekenen: signs a PDF on behalf of the association (PDF only), answering like upload-and-sign.',
    body: signPdfBody,
    response: uploadAndSignResponse,
    successStatus: 201,
    idempotent: true,
    uses: SIGNING_USES,
  }),
  list: defineRoute({
    id: 'signed-documents-list',
    area: 'signing',
    method: 'GET',
    path: '/api/signed-documents',
    access: 'signOnBehalf',
    summary: 'Signed documents newest first, paged (limit ≤ 200, cursor); deleted ones stay listed as such.',
    query: listSignedDocumentsQuery,
    response: signedDocumentPage,
    uses: { tables: ['signatures'] },
  }),
  download: defineRoute({
    id: 'signed-documents-download',
    area: 'signing',
    method: 'GET',
    path: '/api/signed-documents/{id}/download',
    access: 'signOnBehalf',
    summary:
      'A short-lived download link for the signed file, or with part=signature the detached .p7s of a Word document (404 once it is deleted).',
    params: signedDocumentIdParams,
    query: signedDocumentDownloadQuery,
    response: downloadLinkResponse,
    uses: { tables: ['signatures'], buckets: ['signed'] },
  }),
  remove: defineRoute({
    id: 'signed-documents-delete',
    area: 'signing',
    method: 'DELETE',
    path: '/api/signed-documents/{id}',
    access: 'administer',
    summary:
      'Admins only: removes the original and signed files; the record stays, so its token still verifies with documentDeleted.',
    params: signedDocumentIdParams,
    response: okResponse,
    uses: { writes: ['signatures', 'audit'], buckets: ['signed'] },
  }),
  verify: defineRoute({
    id: 'verify-signature',
    area: 'signing',
    method: 'GET',
    path: '/api/verify-signature/{token}',
    access: 'public',
    summary: 'Public verification of a token; an unknown or malformed token answers 404 the same way.',
    params: signatureTokenParams,
    response: verificationResponse,
    // The per-address windows live in the sessions table.
    uses: { tables: ['signatures'], writes: ['sessions'] },
  }),
  proof: defineRoute({
    id: 'verification-proof',
    area: 'signing',
    method: 'GET',
    path: '/api/verification-proof/{token}',
    access: 'public',
    summary:
      'A verification proof PDF for a valid token: document, both hashes, signer, method, timeline, QR.',
    params: signatureTokenParams,
    response: z.string(),
    responseMediaType: 'application/pdf',
    uses: { tables: ['signatures'], writes: ['sessions'] },
  }),
  verifyFile: defineRoute({
    id: 'verify-file',
    area: 'signing',
    method: 'POST',
    path: '/api/verify-file',
    access: 'public',
    summary:
      'Whether a file (by its SHA-256) is exactly a file this portal signed, the original of one, or neither.',
    body: verifyFileBody,
    response: verifyFileResponse,
    uses: { tables: ['signatures'], writes: ['sessions'] },
  }),
};
