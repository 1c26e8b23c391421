import * as z from 'zod';
import { markDeleteJobFailed, runFolderDelete } from '../services/drive/run-folder-delete';
import { consumeWith } from './consume';

const messageSchema = z.object({ jobId: z.uuid() });

/** Consumer of the drive's folder deletes (shared/workers.ts): one job per message. */
export const handler = consumeWith(
  'drive-folder-delete',
  (body) => messageSchema.parse(body),
  async ({ jobId }, { isLastAttempt }) => {
    try {
      await runFolderDelete(jobId);
    } catch (error) {
      if (isLastAttempt) await markDeleteJobFailed(jobId);
      throw error;
    }
  },
);
