import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { pagedListQueryOptions, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { DOCUMENTS_PAGE_SIZE } from '../lib/paging';
import { driveKeys, invalidateDrive } from './drive-keys';

/** The documents of a visible folder, newest first, a page at a time ("Meer laden" fetches the next). */
export const useDocumentPages = (folderId: number | null) =>
  useInfiniteQuery({
    ...pagedListQueryOptions(driveKeys.documents(folderId ?? 0), (cursor, signal) =>
      callRoute(apiRoutes.documents.list, {
        query: { folderId: folderId ?? 0, ...pageParams(cursor, DOCUMENTS_PAGE_SIZE) },
        signal,
      }),
    ),
    enabled: folderId !== null,
  });

/** One document by id (a shared portal link), with its folder's breadcrumb. */
export const useDocument = (id: number | null) =>
  useQuery({
    queryKey: driveKeys.document(id ?? 0),
    queryFn: ({ signal }) => callRoute(apiRoutes.documents.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
  });

export const useDocumentSearch = (text: string) =>
  useQuery({
    queryKey: driveKeys.search(text),
    queryFn: ({ signal }) => callRoute(apiRoutes.documents.search, { query: { q: text }, signal }),
    enabled: text.length >= 2,
  });

export const fileDocument = (body: { uploadId: string; folderId: number; description?: string }) =>
  callRoute(apiRoutes.documents.create, { body });

export const documentLink = (id: number, purpose: 'view' | 'download') =>
  callRoute(purpose === 'view' ? apiRoutes.documents.view : apiRoutes.documents.download, { params: { id } });

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(apiRoutes.documents.remove, { params: { id } }),
    onSuccess: () => invalidateDrive(queryClient),
  });
}

export const useStorage = () =>
  useQuery({
    queryKey: driveKeys.storage(),
    queryFn: ({ signal }) => callRoute(apiRoutes.documents.storage, { signal }),
  });

export const useDriveActivity = () =>
  useQuery({
    queryKey: driveKeys.activity(),
    queryFn: ({ signal }) => callRoute(apiRoutes.documents.activity, { signal }),
  });
