import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedFilePart } from '../../../../../shared/schemas/signing';
import { callRoute } from '../../../lib/api/client';
import { pagedListQueryOptions, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateSignedDocuments, signingKeys } from './signing-keys';

const PAGE_SIZE = 50;

/** The association's signed documents, newest first, a page at a time. */
export function useSignedDocuments(enabled = true) {
  return useInfiniteQuery({
    ...pagedListQueryOptions(signingKeys.list(), (cursor, signal) =>
      callRoute(apiRoutes.signing.list, { query: pageParams(cursor, PAGE_SIZE), signal }),
    ),
    enabled,
  });
}

export function useDeleteSignedDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(apiRoutes.signing.remove, { params: { id } }),
    onSuccess: () => invalidateSignedDocuments(queryClient),
  });
}

/** A short-lived link to the signed file, or to a Word document's detached signature (.p7s). */
export const signedDocumentLink = (
  id: number,
  part: SignedFilePart = 'document',
  disposition: 'attachment' | 'inline' = 'attachment',
) => callRoute(apiRoutes.signing.download, { params: { id }, query: { part, disposition } });
