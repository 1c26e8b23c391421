import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignaturePosition } from '../../../../../shared/schemas/signing';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { uploadFile } from '../../../lib/upload/upload-file';
import { invalidateSignedDocuments } from './signing-keys';

export type SignInput = {
  file: File;
  title?: string;
  description?: string;
  position: SignaturePosition | null;
  /** /ondertekenen: PDF only, signed through POST /api/onderteken/upload. */
  pdfOnly: boolean;
};

/**
 * The upload of each chosen file until it is signed: submitting the same file again (a double click,
 * or a retry after a failed sign) reuses that upload, so the sign request is the same intent with
 * the same Idempotency-Key (lib/api/client) and the server stores one signed document. A failed
 * upload is forgotten, so a retry uploads again.
 */
const uploads = new WeakMap<File, ReturnType<typeof uploadFile>>();

function uploadOnce(file: File): ReturnType<typeof uploadFile> {
  const known = uploads.get(file);
  if (known) return known;
  const upload = uploadFile(file, 'signing');
  uploads.set(file, upload);
  upload.catch(() => uploads.delete(file));
  return upload;
}

/** Uploads the file (§7 presigned upload), then asks the server to stamp and seal it. */
export function useSignDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInput) => {
      const { uploadId } = await uploadOnce(input.file);
      const signaturePosition = input.position ?? undefined;
      const signed = input.pdfOnly
        ? await callRoute(apiRoutes.signing.signPdf, { body: { uploadId, signaturePosition } })
        : await callRoute(apiRoutes.signing.uploadAndSign, {
            body: {
              uploadId,
              title: input.title ?? input.file.name,
              description: input.description || undefined,
              signaturePosition,
            },
          });
      uploads.delete(input.file);
      return signed;
    },
    onSuccess: () => invalidateSignedDocuments(queryClient),
  });
}
