import type { QueryClient } from '@tanstack/react-query';
import type { NewsCategory } from '../../../../../shared/schemas/news';

/** null: every category. */
export type NewsCategoryFilter = NewsCategory | null;

export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (category: NewsCategoryFilter) => [...newsKeys.lists(), { category }] as const,
  overview: () => [...newsKeys.all, 'overview'] as const,
  message: (id: number) => [...newsKeys.all, 'message', id] as const,
};

/** After a save, a delete or a read: the lists, the sidebar and the opened message. */
export const invalidateNews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: newsKeys.all });
