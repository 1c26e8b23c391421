import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreviewEmailInput, SendEmailInput } from '../../../../../shared/schemas/email';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateLogs } from './email-keys';

export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendEmailInput) => callRoute(apiRoutes.email.send, { body }),
    onSuccess: () => invalidateLogs(queryClient),
  });
}

export function usePreviewEmail() {
  return useMutation({
    mutationFn: (body: PreviewEmailInput) => callRoute(apiRoutes.email.preview, { body }),
  });
}
