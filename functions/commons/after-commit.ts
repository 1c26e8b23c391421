import { logger } from './logger';

/**
 * A side effect that follows a change already committed (a line in the activity feed, a bell
 * notification, notifications marked handled): when it fails, the failure is logged, never thrown.
 * The change stands either way, and an error answer would have the caller send a create again with
 * its Idempotency-Key, which the released claim lets through as a second item (issue 39's chaos run).
 * Never for what must not be lost with the change: that goes in the change's own transaction.
 */
export async function afterCommit<T>(what: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    logger.error('a step after a committed change failed; the change stands', { what, error });
    return undefined;
  }
}
