import type { RouteResources } from './routes/define';
import { UPLOAD_BUCKETS } from './uploads';

/**
 * Scheduled handlers (EventBridge in AWS, a timer locally). Each lives at
 * `functions/scheduled/<id>.ts` and exports `handler`.
 */
export type ScheduleDefinition = {
  id: string;
  summary: string;
  everyMinutes: number;
  uses: RouteResources;
};

export const SCHEDULES: readonly ScheduleDefinition[] = [
  {
    id: 'notification-check',
    summary:
      'Reminds admins and coordinators of registrations still in_behandeling and declarations pending longer than the reminder_after_days setting (once per subject) and of extracts of the criminal record 30 days before they are three years old (issue 31), and sends coordinators one digest mail a day when there is something to report. Publishes scheduled news messages whose publish date has come (an urgent one notifies its target roles).',
    everyMinutes: 60,
    uses: {
      tables: [
        'families',
        'declarations',
        'notifications',
        'users',
        'settings',
        'news',
        'activity',
        'mail',
        'statistics',
      ],
      writes: ['notifications', 'news', 'activity', 'statistics'],
      mail: true,
      encryptionKey: true,
    },
  },
  {
    id: 'daily-backup',
    summary:
      'Starts the daily automatic backup (issue 21): the same backup job as the admin starts by hand, of every record without the stored files (S3 versioning keeps those); the backups bucket removes it after 30 days.',
    everyMinutes: 24 * 60,
    uses: {
      // settings: the audit period in force for its entry.
      tables: ['backups', 'audit', 'settings'],
      writes: ['backups', 'audit'],
      enqueues: ['backup'],
      encryptionKey: true,
    },
  },
  {
    id: 'retention-check',
    summary:
      "Lists for admins what passed its retention date (issue 32 item 3), by the periods in the settings: every family whose guidance ended ('afgerond') longer ago than its period (default two years), by its last change, and each financial year whose declarations and bookkeeping passed theirs (default ten years after the year's close), counted from the date indexes. Erases nothing: an admin confirms, then the privacy worker's erasure runs. Gives news read marks written before they carried a TTL their expiry (a year after readAt). Deletes mail log rows, notifications (per user) and news read marks written before their period in force began, so a period an admin shortened applies to older rows from the next run; audit and access entries are insert-only and keep the expiry they were written with.",
    everyMinutes: 24 * 60,
    uses: {
      tables: [
        'families',
        'backups',
        'settings',
        'accounting',
        'declarations',
        'news',
        'mail',
        'notifications',
        'users',
      ],
      writes: ['backups', 'news', 'mail', 'notifications'],
    },
  },
  {
    id: 'upload-sweep',
    summary:
      'Removes what was uploaded and confirmed more than a day ago but never attached to anything (an attachment of a mail never sent, a receipt of a declaration never saved, a backup file only checked): its record and its object. Attached files keep theirs.',
    everyMinutes: 24 * 60,
    uses: { tables: ['documents'], writes: ['documents'], buckets: UPLOAD_BUCKETS },
  },
];

export const scheduledModulePath = (schedule: Pick<ScheduleDefinition, 'id'>) =>
  `functions/scheduled/${schedule.id}`;
