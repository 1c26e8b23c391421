import { type NotificationContent, putNotifications } from '../../repositories/notifications';
import { listActiveUserIdsOfRoles } from '../../repositories/staff-recipients';

/** Spec §6 "Notification bell and list | admin, coordinator": the roles that receive notifications. */
const RECIPIENT_ROLES = ['admin', 'coordinator'] as const;

/** The ids of every active admin and coordinator, from an index that holds only ids, roles and statuses. */
export function listStaffRecipientIds(): Promise<number[]> {
  return listActiveUserIdsOfRoles(RECIPIENT_ROLES);
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
  return putNotifications(others, content, now);
}
