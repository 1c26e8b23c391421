import type { ScheduledEvent } from 'aws-lambda';
import { runRetentionCheck } from '../services/privacy/retention';

/** EventBridge (daily) and the local scheduler call this: lists what passed its retention date, erases nothing. */
export async function handler(event: Pick<ScheduledEvent, 'time'>) {
  const scheduled = new Date(event.time);
  return runRetentionCheck(Number.isNaN(scheduled.getTime()) ? new Date() : scheduled);
}
