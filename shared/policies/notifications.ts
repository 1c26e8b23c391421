import { normalizeRole, type Principal, type Role } from '../permissions';
import type { NotificationType } from '../schemas/dashboard';

/**
 * Object-level rules for the bell (issue 37): every signed-in user has one, holding only what
 * concerns them. Pure; the notification services enforce it, the screens need not know it.
 */

/** Spec §6 "Notification bell and list | admin, coordinator": the staff notifications' audience. */
export const STAFF_NOTIFICATION_ROLES = ['admin', 'coordinator'] as const satisfies readonly Role[];

/**
 * Who a notification is meant for besides being in its recipient's bell: `personal` (about the
 * recipient themself: their declaration reviewed, a family assigned to them) or the roles it was
 * sent to (staff work, urgent news for its target roles). A recipient whose role changed since no
 * longer sees what was sent to the role they left.
 */
export type NotificationAudience = 'personal' | readonly string[];

type AddressedNotification = {
  recipientId: number;
  type: NotificationType;
  audience?: NotificationAudience | undefined;
};

/** Notifications written before audiences existed: registrations and declarations went to staff only. */
export function audienceOf(
  notification: Pick<AddressedNotification, 'type' | 'audience'>,
): NotificationAudience {
  if (notification.audience !== undefined) return notification.audience;
  return notification.type === 'aanmelding' || notification.type === 'declaratie'
    ? STAFF_NOTIFICATION_ROLES
    : 'personal';
}

/**
 * A viewer sees a notification only when it was put in their own bell, and, for one sent to roles,
 * only while they hold one of those roles: a volunteer never reads another's notification nor one
 * meant for coordinators.
 */
export function canSeeNotification(
  viewer: Principal & { id: number },
  notification: AddressedNotification,
): boolean {
  if (notification.recipientId !== viewer.id) return false;
  const audience = audienceOf(notification);
  if (audience === 'personal') return true;
  const role = normalizeRole(viewer.role);
  return audience.some((target) => normalizeRole(target) === role);
}
