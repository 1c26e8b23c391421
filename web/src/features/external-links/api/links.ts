import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExternalLinkBodyInput } from '../../../../../shared/schemas/external-links';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

export const linkKeys = { all: ['external-links'] as const };

export function useExternalLinks() {
  return useQuery({
    queryKey: linkKeys.all,
    queryFn: ({ signal }) => callRoute(apiRoutes.externalLinks.list, { signal }),
  });
}

function useLinkMutation<I>(mutationFn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkKeys.all }),
  });
}

export const useCreateLink = () =>
  useLinkMutation((body: ExternalLinkBodyInput) => callRoute(apiRoutes.externalLinks.create, { body }));

export const useUpdateLink = () =>
  useLinkMutation(({ id, body }: { id: number; body: ExternalLinkBodyInput }) =>
    callRoute(apiRoutes.externalLinks.update, { params: { id }, body }),
  );

export const useDeleteLink = () =>
  useLinkMutation((id: number) => callRoute(apiRoutes.externalLinks.remove, { params: { id } }));
