import { markRestoreFailed, runRestore } from '../services/backup/run-restore';
import { consumeJobs } from './consume';

/** Consumer of the validate and restore jobs (shared/workers.ts): one job per message. */
export const handler = consumeJobs('restore', runRestore, markRestoreFailed);
