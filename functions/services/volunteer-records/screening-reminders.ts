import { formatDay, todayInBrussels } from '../../../shared/format/dates';
import { displayName } from '../../../shared/format/names';
import { volunteerRecordMessages } from '../../../shared/messages/volunteer-records';
import { PORTAL_LINKS } from '../../../shared/portal-links';
import type { NotificationContent } from '../../repositories/notifications';
import { getUserById } from '../../repositories/users';
import { listScreeningsDueBy } from '../../repositories/volunteer-records';
import { screeningExpiresOn } from './screening-dates';

const m = volunteerRecordMessages.screening;

export type ScreeningReminder = { marker: string; subject: string; content: NotificationContent };

/**
 * The extracts of active volunteers whose reminder day (30 days before they are three years old) has
 * come, as reminders for the coordinators: one Query of the SCREENING partition, then each volunteer by
 * key. A reminder date left behind by a replaced extract or a removed volunteer is passed over; the
 * marker names the extract's date, so a renewed extract is reminded of again three years later.
 */
export async function dueScreeningReminders(now: Date): Promise<ScreeningReminder[]> {
  const due = await listScreeningsDueBy(todayInBrussels(now));
  const reminders: ScreeningReminder[] = [];
  for (const screening of due) {
    const user = await getUserById(screening.userId);
    if (user?.status !== 'active' || user.screeningDate !== screening.extractDate) continue;
    reminders.push({
      marker: `REMINDER#screening#${user.id}#${screening.extractDate}`,
      subject: `user#${user.id}`,
      content: {
        type: 'screening',
        title: m.reminderTitle,
        message: m.reminderMessage(
          displayName(user),
          formatDay(screeningExpiresOn(screening.extractDate)),
          user.worksWithMinors === true,
        ),
        link: PORTAL_LINKS.volunteers,
      },
    });
  }
  return reminders;
}
