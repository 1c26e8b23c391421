import type { ScheduledEvent } from 'aws-lambda';
import { runNotificationCheck } from '../services/notifications/notification-check';
import { loadRetentionPeriods } from '../services/settings/retention-periods';

/**
 * EventBridge (hourly) and the local scheduler call this. The event's time is the scheduled moment,
 * so a late or replayed delivery still checks the hour it was meant for.
 */
export async function handler(event: Pick<ScheduledEvent, 'time'>) {
  const scheduled = new Date(event.time);
  // The notifications it writes expire by the period in force (retention_notifications_years).
  await loadRetentionPeriods();
  return runNotificationCheck(Number.isNaN(scheduled.getTime()) ? new Date() : scheduled);
}
