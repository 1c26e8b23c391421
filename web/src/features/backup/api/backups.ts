import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { StartBackupBody } from '../../../../../shared/schemas/backup';
import { callRoute } from '../../../lib/api/client';
import { pagedListQueryOptions, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { backupKeys, isFinished, JOB_POLL_MS } from './backup-keys';

/** Backups per "Meer laden". */
export const BACKUP_PAGE_SIZE = 20;

export function useStartBackup() {
  return useMutation({
    mutationFn: (body: StartBackupBody) => callRoute(apiRoutes.backup.start, { body }),
  });
}

/** A backup's progress, asked again every second until it is done or failed. */
export function useBackupJob(id: string | null) {
  return useQuery({
    queryKey: backupKeys.backupJob(id ?? ''),
    queryFn: ({ signal }) => callRoute(apiRoutes.backup.get, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : JOB_POLL_MS),
  });
}

/** Recent backups, newest first, a page at a time. */
export function useBackups() {
  return useInfiniteQuery(
    pagedListQueryOptions(backupKeys.lists(), (cursor, signal) =>
      callRoute(apiRoutes.backup.list, { query: pageParams(cursor, BACKUP_PAGE_SIZE), signal }),
    ),
  );
}

/**
 * A finished backup's download link, valid for minutes: asked for on each click rather than kept,
 * so a link is never used after it expired (and each one handed out is in the audit trail).
 */
export async function getBackupDownloadUrl(id: string): Promise<string> {
  const download = await callRoute(apiRoutes.backup.download, { params: { id } });
  return download.url;
}
