import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../commons/logger';
import { sweepUnclaimedUploads } from '../services/uploads/sweep-unclaimed';

/** EventBridge (daily) and the local scheduler call this; the event's time is the sweep's moment. */
export async function handler(event: Pick<ScheduledEvent, 'time'>) {
  const scheduled = new Date(event.time);
  const result = await sweepUnclaimedUploads(Number.isNaN(scheduled.getTime()) ? new Date() : scheduled);
  logger.info('Upload sweep done', result);
  return result;
}
