import { can, type Principal } from '../permissions';

/**
 * Who may do what with signed documents (spec §6, issue 18). Signing on behalf of the association,
 * and seeing and downloading what was signed, is `signOnBehalf`; deleting is for admins only and
 * keeps the record, so a deleted document's token still verifies. Verification is public.
 */
export const canSignOnBehalf = (principal: Principal | null | undefined) => can(principal, 'signOnBehalf');

export const canDeleteSignedDocument = (
  principal: Principal | null | undefined,
  document: { documentDeleted: boolean },
) => can(principal, 'administer') && !document.documentDeleted;

/** A file that is gone cannot be downloaded or viewed; its proof and link stay available. */
export const canDownloadSignedDocument = (
  principal: Principal | null | undefined,
  document: { documentDeleted: boolean },
) => canSignOnBehalf(principal) && !document.documentDeleted;

export type SigningKind = 'pdf' | 'text' | 'detached';

/** Word documents, legacy (.doc, an OLE container) and OOXML (.docx): signed detached. */
const WORD_TYPES: ReadonlySet<string> = new Set([
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

/**
 * How a file is signed, by its content type as detected from its bytes: a PDF is stamped and sealed,
 * a text file becomes a PDF first, a Word document is kept unchanged and signed detached. Null: not
 * signable. `/ondertekenen` signs PDFs only.
 */
export function signingKindOf(contentType: string, pdfOnly = false): SigningKind | null {
  if (contentType === 'application/pdf') return 'pdf';
  if (pdfOnly) return null;
  if (contentType === 'text/plain') return 'text';
  if (WORD_TYPES.has(contentType)) return 'detached';
  return null;
}
