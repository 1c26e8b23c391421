import type { QueryClient } from '@tanstack/react-query';

export const backupKeys = {
  all: ['backup'] as const,
  lists: () => [...backupKeys.all, 'list'] as const,
  backupJob: (id: string) => [...backupKeys.all, 'backup-job', id] as const,
  restoreJob: (id: string) => [...backupKeys.all, 'restore-job', id] as const,
};

/** After a backup finished: the list of recent backups shows it. */
export async function invalidateBackupList(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: backupKeys.lists() });
}

/** How often a running job is asked for its progress. */
export const JOB_POLL_MS = 1000;

/** Keep asking while the job is queued or running. */
export function isFinished(status: string | undefined): boolean {
  return status === 'done' || status === 'failed';
}
