import { markSubjectNotificationsRead, type NotificationSubject } from '../../repositories/notifications';

/**
 * The item a notification points to has been handled (a declaration reviewed, a registration moved
 * out of in_behandeling): its notifications stop waiting for everyone, so the bell counts only what
 * still needs someone. `now` is kept for symmetry with the other notification calls.
 */
export async function markNotificationsHandled(subject: NotificationSubject, _now: Date): Promise<number> {
  return markSubjectNotificationsRead(subject);
}
