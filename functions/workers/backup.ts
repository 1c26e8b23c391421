import { markBackupFailed, runBackup } from '../services/backup/run-backup';
import { consumeJobs } from './consume';

/** Consumer of the backup jobs (shared/workers.ts): one backup per message. */
export const handler = consumeJobs('backup', runBackup, markBackupFailed);
