import { markDeleteJobFailed, runFolderDelete } from '../services/drive/run-folder-delete';
import { consumeJobs } from './consume';

/** Consumer of the drive's folder deletes (shared/workers.ts): one job per message. */
export const handler = consumeJobs('drive-folder-delete', runFolderDelete, markDeleteJobFailed);
