import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import type { emailRoutes } from '../../../../../shared/routes/email';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { emailKeys, invalidateTemplates } from './email-keys';

export type TemplateInput = RouteBodyInput<typeof emailRoutes.createTemplate>;

export const useEmailTemplates = () =>
  useQuery({
    queryKey: emailKeys.templates(),
    queryFn: ({ signal }) => callRoute(apiRoutes.email.templates, { signal }),
  });

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateInput) => callRoute(apiRoutes.email.createTemplate, { body }),
    onSuccess: () => invalidateTemplates(queryClient),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(apiRoutes.email.deleteTemplate, { params: { id } }),
    onSuccess: () => invalidateTemplates(queryClient),
  });
}
