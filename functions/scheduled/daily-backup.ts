import type { ScheduledEvent } from 'aws-lambda';
import { startBackup } from '../services/backup/backup-jobs';
import { loadRetentionPeriods } from '../services/settings/retention-periods';

/**
 * EventBridge (daily) and the local scheduler call this: the same backup job an admin starts, made
 * by nobody (`automatic`), of every record. The event's time is the backup's moment.
 */
export async function handler(event: Pick<ScheduledEvent, 'time'>) {
  const scheduled = new Date(event.time);
  // Its audit entry expires by the period in force (retention_audit_years).
  await loadRetentionPeriods();
  return startBackup(null, { withFiles: false }, Number.isNaN(scheduled.getTime()) ? new Date() : scheduled);
}
