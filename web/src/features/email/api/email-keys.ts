import type { QueryClient } from '@tanstack/react-query';

export const emailKeys = {
  all: ['email'] as const,
  templates: () => [...emailKeys.all, 'templates'] as const,
  logs: () => [...emailKeys.all, 'logs'] as const,
  recipients: () => [...emailKeys.all, 'recipients'] as const,
};

export const invalidateTemplates = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: emailKeys.templates() });
export const invalidateLogs = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: emailKeys.logs() });
