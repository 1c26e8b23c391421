import { DIGEST_HOUR, REMINDER_AFTER_DAYS_DEFAULT } from '../../../shared/constants';
import { brusselsClock, formatDate, todayInBrussels } from '../../../shared/format/dates';
import { formatCents } from '../../../shared/format/money';
import { dashboardMessages } from '../../../shared/messages/dashboard';
import { PORTAL_LINKS } from '../../../shared/portal-links';
import { logger as defaultLogger, type Logger } from '../../commons/logger';
import { config } from '../../config';
import { sendMail } from '../../mail/send-mail';
import { type DigestCounts, digestMail } from '../../mail/templates/digest';
import { loadSystemWording } from '../../mail/templates/system';
import { claimMarker, type NotificationContent, releaseMarker } from '../../repositories/notifications';
import { getSettingValues } from '../../repositories/settings';
import { listUsers } from '../../repositories/users';
import {
  countDeclarationsWithStatus,
  countFamiliesWithStatus,
  listDeclarationsCreatedBefore,
  listRegistrationsCreatedBefore,
  type WaitingDeclaration,
  type WaitingFamily,
} from '../../repositories/waiting';
import { type NewsPublicationSummary, publishDueNews } from '../news/publish-due-news';
import { readPublicSettings } from '../settings/public-settings';
import { dueScreeningReminders } from '../volunteer-records/screening-reminders';
import { listStaffRecipientIds, notifyStaff } from './notify-staff';

const DAY_MS = 86_400_000;
const REMINDER_SETTING = 'reminder_after_days';
/** A subject is reminded of once; after this long (still waiting, half a year on) it may be again. */
const REMINDER_MARKER_DAYS = 180;
/** A digest marker only has to outlive its own day. */
const DIGEST_MARKER_DAYS = 7;

/** The declaration status a reminder and the digest report on: submitted and not picked up by a reviewer yet. */
const WAITING_DECLARATION = 'pending' as const;

const m = dashboardMessages.notifications;

export type NotificationCheckSummary = {
  reminderAfterDays: number;
  reminders: { families: number; declarations: number; failed: number };
  digest: {
    outcome: 'before-digest-hour' | 'already-claimed' | 'nothing-to-report' | 'sent';
    sent: number;
    failed: number;
  };
  /** Scheduled news messages whose time came: published, and urgent ones notified. */
  news: NewsPublicationSummary;
  /** Extracts of the criminal record 30 days from being three years old (issue 31 item 6). */
  screenings: { reminded: number; failed: number };
};

/** The `reminder_after_days` setting when it is a positive whole number, else the default. */
async function readReminderAfterDays(log: Logger): Promise<number> {
  const raw = (await getSettingValues([REMINDER_SETTING])).get(REMINDER_SETTING)?.trim();
  if (raw === undefined || raw === '') return REMINDER_AFTER_DAYS_DEFAULT;
  const days = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (Number.isSafeInteger(days) && days > 0) return days;
  log.warn('ignoring invalid setting', { setting: REMINDER_SETTING, fallback: REMINDER_AFTER_DAYS_DEFAULT });
  return REMINDER_AFTER_DAYS_DEFAULT;
}

/** Date and hour on the association's clock, whatever the server's zone. */
function portalClock(now: Date) {
  return {
    /** yyyy-mm-dd */
    isoDate: todayInBrussels(now),
    /** dd-mm-yyyy, as the portal writes dates in mail. */
    dutchDate: formatDate(now),
    hour: brusselsClock(now).hour,
  };
}

const daysWaiting = (createdAt: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / DAY_MS));

type Reminder = { marker: string; subject: string; content: NotificationContent };

const familyReminder = (family: WaitingFamily, now: Date): Reminder => ({
  marker: `REMINDER#family#${family.id}`,
  subject: `family#${family.id}`,
  content: {
    type: 'aanmelding',
    title: m.reminderFamilyTitle,
    message: m.reminderFamilyMessage(family.parentName, daysWaiting(family.createdAt, now)),
    link: PORTAL_LINKS.family(family.id),
    subject: { type: 'family', id: family.id },
  },
});

const declarationReminder = (declaration: WaitingDeclaration, now: Date): Reminder => ({
  marker: `REMINDER#declaration#${declaration.id}`,
  subject: `declaration#${declaration.id}`,
  content: {
    type: 'declaratie',
    title: m.reminderDeclarationTitle,
    message: m.reminderDeclarationMessage(
      declaration.userName,
      formatCents(declaration.amountCents),
      daysWaiting(declaration.createdAt, now),
    ),
    link: PORTAL_LINKS.pendingDeclarations,
    subject: { type: 'declaration', id: declaration.id },
  },
});

/**
 * One reminder per subject, ever (within the marker's lifetime): the marker is claimed before the
 * notification is written, so two overlapping runs cannot both notify. When writing the
 * notification fails, the marker is given back so the next run tries again.
 */
async function sendReminders(reminders: Reminder[], now: Date, log: Logger) {
  const sent = { count: 0, failed: 0 };
  if (reminders.length === 0) return sent;
  const recipientIds = await listStaffRecipientIds();
  const markerExpiry = new Date(now.getTime() + REMINDER_MARKER_DAYS * DAY_MS);
  for (const reminder of reminders) {
    if (!(await claimMarker(reminder.marker, markerExpiry, now))) continue;
    try {
      await notifyStaff(reminder.content, now, { recipientIds });
      sent.count += 1;
    } catch (error) {
      sent.failed += 1;
      log.error('reminder failed', { subject: reminder.subject, error });
      await releaseMarker(reminder.marker).catch((releaseError: unknown) =>
        log.error('reminder marker not released', { subject: reminder.subject, error: releaseError }),
      );
    }
  }
  return sent;
}

/**
 * One digest a day, on the first run at or after DIGEST_HOUR Belgian time: the day's marker decides
 * which run that is. The marker stays claimed when there is nothing to report, so a registration
 * arriving at noon does not set off a digest that afternoon. A mail SES refuses is logged and the
 * other coordinators still get theirs.
 */
async function sendDigest(
  input: { countsToReport: () => Promise<DigestCounts>; reminderAfterDays: number },
  now: Date,
  log: Logger,
): Promise<NotificationCheckSummary['digest']> {
  const clock = portalClock(now);
  if (clock.hour < DIGEST_HOUR) return { outcome: 'before-digest-hour', sent: 0, failed: 0 };
  const markerExpiry = new Date(now.getTime() + DIGEST_MARKER_DAYS * DAY_MS);
  if (!(await claimMarker(`DIGEST#${clock.isoDate}`, markerExpiry, now))) {
    return { outcome: 'already-claimed', sent: 0, failed: 0 };
  }
  const counts = await input.countsToReport();
  const hasNews = counts.registrations.waiting + counts.declarations.waiting + counts.remindersCreated > 0;
  if (!hasNews) return { outcome: 'nothing-to-report', sent: 0, failed: 0 };

  const [coordinators, settings] = await Promise.all([
    listUsers({ role: 'coordinator', status: 'active' }),
    readPublicSettings(),
  ]);
  const portalLink = (path: string) => new URL(path, config.PORTAL_URL).toString();
  const links = {
    registrations: portalLink(PORTAL_LINKS.registrations),
    declarations: portalLink(PORTAL_LINKS.pendingDeclarations),
    dashboard: portalLink(PORTAL_LINKS.dashboard),
  };
  const wording = await loadSystemWording('coordinator-digest');
  const result = { outcome: 'sent' as const, sent: 0, failed: 0 };
  for (const coordinator of coordinators) {
    if (!coordinator.email) continue;
    try {
      await sendMail(
        digestMail(
          {
            to: coordinator.email,
            firstName: coordinator.firstName,
            date: clock.dutchDate,
            counts,
            reminderAfterDays: input.reminderAfterDays,
            links,
            organizationName: settings.organizationName ?? 'Vrijwilligersportaal',
          },
          wording,
        ),
      );
      result.sent += 1;
    } catch (error) {
      result.failed += 1;
      log.error('digest mail failed', { recipientId: coordinator.id, error });
    }
  }
  return result;
}

/**
 * The scheduled notification check (hourly): reminders for registrations still in_behandeling and
 * declarations still pending longer than the `reminder_after_days` setting, and for extracts of the
 * criminal record 30 days before they are three years old, then the daily digest.
 * First, scheduled news messages whose publish date has come are published (urgent ones notify).
 * `now` comes from the caller, so tests can run it days ahead.
 */
export async function runNotificationCheck(
  now: Date,
  log: Logger = defaultLogger.child({ job: 'notification-check' }),
): Promise<NotificationCheckSummary> {
  const news = await publishDueNews(now, log);
  const reminderAfterDays = await readReminderAfterDays(log);
  const cutoff = new Date(now.getTime() - reminderAfterDays * DAY_MS);
  const [overdueFamilies, overdueDeclarations] = await Promise.all([
    listRegistrationsCreatedBefore(cutoff),
    listDeclarationsCreatedBefore(WAITING_DECLARATION, cutoff),
  ]);

  const familyReminders = await sendReminders(
    overdueFamilies.map((family) => familyReminder(family, now)),
    now,
    log,
  );
  const declarationReminders = await sendReminders(
    overdueDeclarations.map((declaration) => declarationReminder(declaration, now)),
    now,
    log,
  );
  const screeningReminders = await sendReminders(await dueScreeningReminders(now), now, log);

  const digest = await sendDigest(
    {
      countsToReport: async () => {
        const [waitingFamilies, waitingDeclarations] = await Promise.all([
          countFamiliesWithStatus('in_behandeling'),
          countDeclarationsWithStatus(WAITING_DECLARATION),
        ]);
        return {
          registrations: { waiting: waitingFamilies, overdue: overdueFamilies.length },
          declarations: { waiting: waitingDeclarations, overdue: overdueDeclarations.length },
          remindersCreated: familyReminders.count + declarationReminders.count + screeningReminders.count,
        };
      },
      reminderAfterDays,
    },
    now,
    log,
  );

  const summary: NotificationCheckSummary = {
    reminderAfterDays,
    reminders: {
      families: familyReminders.count,
      declarations: declarationReminders.count,
      failed: familyReminders.failed + declarationReminders.failed,
    },
    digest,
    news,
    screenings: { reminded: screeningReminders.count, failed: screeningReminders.failed },
  };
  log.info('notification check', {
    ...summary,
    overdue: { families: overdueFamilies.length, declarations: overdueDeclarations.length },
  });
  return summary;
}
