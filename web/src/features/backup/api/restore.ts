import { useMutation, useQuery } from '@tanstack/react-query';
import type { RestoreBody } from '../../../../../shared/schemas/backup';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { backupKeys, isFinished, JOB_POLL_MS } from './backup-keys';

/** The dry run: checks every record of the uploaded file and writes nothing. */
export function useStartValidation() {
  return useMutation({
    mutationFn: (body: RestoreBody) => callRoute(apiRoutes.backup.validate, { body }),
  });
}

/** The restore itself, after the confirmation. */
export function useStartRestore() {
  return useMutation({
    mutationFn: (body: RestoreBody) => callRoute(apiRoutes.backup.restore, { body }),
  });
}

/** A validate or restore job's progress, asked again every second until it is done or failed. */
export function useRestoreJob(id: string | null) {
  return useQuery({
    queryKey: backupKeys.restoreJob(id ?? ''),
    queryFn: ({ signal }) => callRoute(apiRoutes.backup.getRestore, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : JOB_POLL_MS),
  });
}
