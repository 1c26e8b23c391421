import type { DeleteJobRecord } from '../../repositories/drive';
import { runFolderDelete } from './run-folder-delete';

/**
 * Hands a marked folder to the delete job. Until the shared background-work mechanism exists this
 * runs the job within the request (bounded by the drive's size: an association's folder holds
 * hundreds of documents, not millions); the job's status is the same either way.
 */
export async function dispatchFolderDelete(job: DeleteJobRecord): Promise<DeleteJobRecord> {
  return (await runFolderDelete(job.id)) ?? job;
}
