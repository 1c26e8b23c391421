import type { DeleteJobRecord } from '../../repositories/drive';
import { enqueue } from '../../workers/queue';

/** Hands a marked folder to the background worker (functions/workers/drive-folder-delete.ts). */
export async function dispatchFolderDelete(job: DeleteJobRecord): Promise<DeleteJobRecord> {
  await enqueue('drive-folder-delete', { jobId: job.id });
  return job;
}
