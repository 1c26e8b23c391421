import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput } from '../../../../../shared/routes/define';
import type { documentRoutes } from '../../../../../shared/routes/documents';
import { MAX_PAGE_SIZE } from '../../../../../shared/schemas/common';
import { callRoute } from '../../../lib/api/client';
import { fetchAllPages, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { driveKeys, invalidateDrive } from './drive-keys';

export type FolderInput = RouteBodyInput<typeof documentRoutes.createFolder>;

/** The visible child folders of a folder (null: the top level), every page. */
export const useFolders = (parentId: number | null) =>
  useQuery({
    queryKey: driveKeys.folders(parentId),
    queryFn: ({ signal }) =>
      fetchAllPages((cursor) =>
        callRoute(apiRoutes.documents.listFolders, {
          query: { ...(parentId === null ? {} : { parentId }), ...pageParams(cursor, MAX_PAGE_SIZE) },
          signal,
        }),
      ),
  });

/** One folder with its breadcrumb and what a delete would take along. */
export const useFolder = (id: number | null) =>
  useQuery({
    queryKey: driveKeys.folder(id ?? 0),
    queryFn: ({ signal }) => callRoute(apiRoutes.documents.getFolder, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
  });

export const getFolderDetail = (id: number) => callRoute(apiRoutes.documents.getFolder, { params: { id } });

export function useSaveFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FolderInput }) => {
      if (id === null) return callRoute(apiRoutes.documents.createFolder, { body });
      const { parentId: _parentId, ...rights } = body;
      return callRoute(apiRoutes.documents.updateFolder, { params: { id }, body: rights });
    },
    onSuccess: () => invalidateDrive(queryClient),
  });
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(apiRoutes.documents.deleteFolder, { params: { id } }),
    onSuccess: () => invalidateDrive(queryClient),
  });
}

/** A folder delete's progress, asked again every second until it is done or failed. */
export const useDeleteJob = (id: string | null) =>
  useQuery({
    queryKey: driveKeys.job(id ?? ''),
    queryFn: ({ signal }) => callRoute(apiRoutes.documents.getJob, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
