import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemTemplate } from '../../../../../shared/schemas/email';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { settingsKeys } from './settings-keys';

/** The e-mail tool's system templates (issue 14's routes), edited here too. */
export function useSystemTemplates() {
  return useQuery({
    queryKey: settingsKeys.systemTemplates(),
    queryFn: ({ signal }) => callRoute(apiRoutes.email.systemTemplates, { signal }),
  });
}

export function useUpdateSystemTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: Pick<SystemTemplate, 'id' | 'subject' | 'content'>) =>
      callRoute(apiRoutes.email.updateSystemTemplate, {
        params: { id: template.id },
        body: { subject: template.subject, content: template.content },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.systemTemplates() }),
  });
}
