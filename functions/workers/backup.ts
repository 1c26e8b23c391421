import * as z from 'zod';
import { markBackupFailed, runBackup } from '../services/backup/run-backup';
import { consumeWith } from './consume';

const messageSchema = z.object({ jobId: z.uuid() });

/** Consumer of the backup jobs (shared/workers.ts): one backup per message. */
export const handler = consumeWith(
  'backup',
  (body) => messageSchema.parse(body),
  async ({ jobId }, { isLastAttempt }) => {
    try {
      await runBackup(jobId);
    } catch (error) {
      if (isLastAttempt) await markBackupFailed(jobId);
      throw error;
    }
  },
);
