import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateNews } from './news-keys';

/** Counts the user as a reader of the opened message (once, however often it is opened). */
export function useRecordNewsView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(apiRoutes.news.view, { params: { id } }),
    onSuccess: () => invalidateNews(queryClient),
  });
}
