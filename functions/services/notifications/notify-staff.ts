import { STAFF_NOTIFICATION_ROLES } from '../../../shared/policies/notifications';
import { type NotificationContent, putNotifications } from '../../repositories/notifications';
import { listActiveUserIdsOfRoles } from '../../repositories/staff-recipients';

/** The ids of every active admin and coordinator, from an index that holds only ids, roles and statuses. */
export function listStaffRecipientIds(): Promise<number[]> {
  return listActiveUserIdsOfRoles(STAFF_NOTIFICATION_ROLES);
}

/**
 * Puts a notification in the bell of every active admin and coordinator, e.g. a new family
 * registration (`aanmelding`) or a submitted declaration (`declaratie`). The title and message are
 * shown as they are: never put notes about a child or other sensitive detail in them. A caller that
 * notifies many times in one go (the scheduled check) passes the recipients it looked up once;
 * `except` leaves out the user who caused the notification.
 */
export async function notifyStaff(
  content: NotificationContent,
  now: Date,
  options: { recipientIds?: readonly number[]; except?: number } = {},
) {
  const recipientIds = options.recipientIds ?? (await listStaffRecipientIds());
  // Nobody needs a bell notification about what they just did themselves (an admin's own declaration).
  const others = recipientIds.filter((id) => id !== options.except);
  return putNotifications(others, { audience: [...STAFF_NOTIFICATION_ROLES], ...content }, now);
}

/** Puts a notification about the recipient themself in their bell (their declaration reviewed, a family assigned). */
export function notifyUser(recipientId: number, content: Omit<NotificationContent, 'audience'>, now: Date) {
  return putNotifications([recipientId], { ...content, audience: 'personal' }, now);
}
