import * as z from 'zod';
import { markRestoreFailed, runRestore } from '../services/backup/run-restore';
import { consumeWith } from './consume';

const messageSchema = z.object({ jobId: z.uuid() });

/** Consumer of the validate and restore jobs (shared/workers.ts): one job per message. */
export const handler = consumeWith(
  'restore',
  (body) => messageSchema.parse(body),
  async ({ jobId }, { isLastAttempt }) => {
    try {
      await runRestore(jobId);
    } catch (error) {
      if (isLastAttempt) await markRestoreFailed(jobId);
      throw error;
    }
  },
);
