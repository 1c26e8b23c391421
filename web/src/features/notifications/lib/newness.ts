import type { Notification } from '../../../../../shared/schemas/dashboard';

/** Spec §4: "Newness is tracked by a stored last-check timestamp", one per user on this browser. */
const lastCheckKey = (userId: number) => `notifications_last_check_${userId}`;

/** Before anything: everything that arrives later is new. */
const BEGINNING_OF_TIME = new Date(0).toISOString();

function readLastCheck(userId: number): number | null {
  try {
    const stored = localStorage.getItem(lastCheckKey(userId));
    const time = stored === null ? Number.NaN : Date.parse(stored);
    return Number.isNaN(time) ? null : time;
  } catch {
    return null;
  }
}

function writeLastCheck(userId: number, iso: string): void {
  try {
    localStorage.setItem(lastCheckKey(userId), iso);
  } catch {
    // Without storage the mark lasts for this page only; at worst a notification is announced twice.
  }
}

/**
 * The unread notifications created after the stored last check, newest first, and moves the mark
 * to the newest `createdAt` seen. The mark is always a server timestamp, so a browser clock that
 * runs fast or slow cannot hide a notification or repeat one.
 *
 * On the first load on a browser (no mark yet) nothing is announced: the mark starts at the newest
 * notification already there. Staff who sign in on a new computer, or for the first time, expect
 * the badge to say what is waiting, not a burst of toasts and desktop pop-ups about registrations
 * that may be days old; a toast should mean "this just happened". With an empty list the mark
 * starts at the beginning of time instead, so the very first notification that arrives while they
 * work is announced.
 *
 * Other tabs of the same user share the mark, so whichever tab sees a notification first announces
 * it and the others stay quiet.
 */
export function takeNewNotifications(userId: number, notifications: readonly Notification[]): Notification[] {
  const newest = notifications.reduce<string | null>(
    (latest, notification) =>
      latest === null || Date.parse(notification.createdAt) > Date.parse(latest)
        ? notification.createdAt
        : latest,
    null,
  );
  const lastCheck = readLastCheck(userId);
  if (lastCheck === null) {
    writeLastCheck(userId, newest ?? BEGINNING_OF_TIME);
    return [];
  }
  if (newest !== null && Date.parse(newest) > lastCheck) writeLastCheck(userId, newest);
  return notifications
    .filter((notification) => !notification.isRead && Date.parse(notification.createdAt) > lastCheck)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
