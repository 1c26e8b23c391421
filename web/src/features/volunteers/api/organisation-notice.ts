import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { volunteerKeys } from './volunteer-keys';

/** The current organisation notice and whether the signed-in user must still acknowledge it. */
export const noticeStatusQueryOptions = () =>
  queryOptions({
    queryKey: volunteerKeys.notice(),
    queryFn: ({ signal }) => callRoute(apiRoutes.volunteerRecords.noticeStatus, { signal }),
  });

export function useNoticeStatus() {
  return useQuery(noticeStatusQueryOptions());
}

/** After a new version or an acknowledgement: where the user stands, and the list's notice column. */
const invalidateNotice = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: volunteerKeys.notice() }),
    queryClient.invalidateQueries({ queryKey: volunteerKeys.lists() }),
  ]);

export function usePublishNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: string) =>
      callRoute(apiRoutes.volunteerRecords.noticePublish, { body: { uploadId } }),
    onSuccess: () => invalidateNotice(queryClient),
  });
}

export function useAcknowledgeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      callRoute(apiRoutes.volunteerRecords.noticeAcknowledge, { body: { version } }),
    onSuccess: (status) => {
      queryClient.setQueryData(volunteerKeys.notice(), status);
      return invalidateNotice(queryClient);
    },
  });
}

/** A presigned link of minutes, asked for on each click. */
export function useNoticeLink() {
  return useMutation({ mutationFn: () => callRoute(apiRoutes.volunteerRecords.noticeDownload, {}) });
}
