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

/** Uploads the file (§7 presigned upload), then asks the server to stamp and seal it. */
export function useSignDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInput) => {
      const { uploadId } = await uploadFile(input.file, 'signing');
      const signaturePosition = input.position ?? undefined;
      if (input.pdfOnly) {
        return callRoute(apiRoutes.signing.signPdf, {
          body: { uploadId, signaturePosition },
        });
      }
      return callRoute(apiRoutes.signing.uploadAndSign, {
        body: {
          uploadId,
          title: input.title ?? input.file.name,
          description: input.description || undefined,
          signaturePosition,
        },
      });
    },
    onSuccess: () => invalidateSignedDocuments(queryClient),
  });
}
