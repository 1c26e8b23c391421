import { afterCommit } from '../../commons/after-commit';
import { markSubjectNotificationsRead, type NotificationSubject } from '../../repositories/notifications';

/**
 * The item a notification points to has been handled (a declaration reviewed, a registration moved
 * out of in_behandeling): its notifications stop waiting for everyone, so the bell counts only what
 * still needs someone. `now` is kept for symmetry with the other notification calls.
 */
export async function markNotificationsHandled(
  subject: NotificationSubject,
  _now: Date,
): Promise<number | undefined> {
  // The item is already handled when this runs: a failure here is logged (afterCommit).
  return afterCommit(`notifications of ${subject.type} ${subject.id} handled`, () =>
    markSubjectNotificationsRead(subject),
  );
}
