import type { QueryClient } from '@tanstack/react-query';

export const signingKeys = {
  all: ['signed-documents'] as const,
  list: () => [...signingKeys.all, 'list'] as const,
};

/** After a signature or a deletion: the signed-documents list. */
export const invalidateSignedDocuments = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: signingKeys.all });
