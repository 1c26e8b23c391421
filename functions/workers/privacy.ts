import { markPrivacyJobFailed, runPrivacyJob } from '../services/privacy/run-privacy-job';
import { consumeJobs } from './consume';

/** Consumer of the privacy jobs (shared/workers.ts): one person's copy, dry run or erasure per message. */
export const handler = consumeJobs('privacy', runPrivacyJob, markPrivacyJobFailed);
