import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateNews } from './news-keys';

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(apiRoutes.news.remove, { params: { id } }),
    onSuccess: () => invalidateNews(queryClient),
  });
}
