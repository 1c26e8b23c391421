import type { QueryClient } from '@tanstack/react-query';
import { invalidatePublicSettings } from '../../../lib/organisation';

export const settingsKeys = {
  all: ['settings', 'admin'] as const,
  list: () => [...settingsKeys.all, 'list'] as const,
  statistics: () => [...settingsKeys.all, 'statistics'] as const,
  systemTemplates: () => ['email', 'system-templates'] as const,
};

/** After a save: the admin list, and what the sign-in screen and the shell show. */
export async function invalidateSettings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
    invalidatePublicSettings(queryClient),
  ]);
}
