import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import type { newsRoutes } from '../../../../../shared/routes/news';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateNews } from './news-keys';

/** What the dialog sends: the body schema's input (spec §7 POST and PUT /api/news). */
export type NewsInput = RouteBodyInput<typeof newsRoutes.create>;

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NewsInput }) =>
      id === null
        ? callRoute(apiRoutes.news.create, { body })
        : callRoute(apiRoutes.news.update, { params: { id }, body }),
    onSuccess: () => invalidateNews(queryClient),
  });
}
