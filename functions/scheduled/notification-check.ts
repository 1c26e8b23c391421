import type { ScheduledEvent } from 'aws-lambda';
import { runNotificationCheck } from '../services/notifications/notification-check';

/**
 * EventBridge (hourly) and the local scheduler call this. The event's time is the scheduled moment,
 * so a late or replayed delivery still checks the hour it was meant for.
 */
export async function handler(event: Pick<ScheduledEvent, 'time'>) {
  const scheduled = new Date(event.time);
  return runNotificationCheck(Number.isNaN(scheduled.getTime()) ? new Date() : scheduled);
}
