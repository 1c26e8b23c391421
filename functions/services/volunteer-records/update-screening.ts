import { todayInBrussels } from '../../../shared/format/dates';
import { volunteerRecordMessages } from '../../../shared/messages/volunteer-records';
import type { Screening, ScreeningBody } from '../../../shared/schemas/volunteer-records';
import { conflict, validationError } from '../../domain/errors';
import { auditPut } from '../../repositories/audit';
import { type TransactionItem, transactConditionally } from '../../repositories/table';
import { screeningDueDelete, screeningDuePut, screeningWrite } from '../../repositories/volunteer-records';
import { auditEntryOf, changesBetween } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';
import { assertMayManage, existingUser } from '../users/user-access';
import { userTarget } from '../users/user-audit';
import { screeningExpiresOn, screeningReminderDay } from './screening-dates';

const m = volunteerRecordMessages.screening;

/**
 * Sets a volunteer's screening record: the date of the last extract (never the document) and whether
 * their work involves minors. The reminder date moves with the extract date, in the same transaction
 * as the user and the audit entry, so the scheduled check never reminds about a replaced extract.
 */
export async function updateScreening(
  actor: Actor,
  userId: number,
  body: ScreeningBody,
  now: Date,
): Promise<Screening> {
  const user = await existingUser(userId);
  assertMayManage(actor, user);
  if (body.extractDate && body.extractDate > todayInBrussels(now)) {
    throw validationError(m.dateInFuture, [{ path: 'extractDate', message: m.dateInFuture }]);
  }
  const previous = {
    screeningDate: user.screeningDate ?? null,
    worksWithMinors: user.worksWithMinors ?? false,
  };
  const next = { screeningDate: body.extractDate, worksWithMinors: body.worksWithMinors };
  const items: TransactionItem[] = [screeningWrite(user, next, now)];
  if (previous.screeningDate !== next.screeningDate) {
    if (previous.screeningDate)
      items.push(screeningDueDelete({ userId, reminderDay: screeningReminderDay(previous.screeningDate) }));
    if (next.screeningDate)
      items.push(
        screeningDuePut({
          userId,
          extractDate: next.screeningDate,
          reminderDay: screeningReminderDay(next.screeningDate),
        }),
      );
  }
  items.push(
    auditPut(
      auditEntryOf({
        action: 'screening-updated',
        actor,
        target: userTarget(user),
        changes: changesBetween(previous, next, { screeningDate: 'value', worksWithMinors: 'value' }),
        now,
      }),
    ),
  );
  if (!(await transactConditionally(items))) throw conflict();
  return {
    userId,
    extractDate: next.screeningDate,
    worksWithMinors: next.worksWithMinors,
    expiresOn: next.screeningDate ? screeningExpiresOn(next.screeningDate) : null,
  };
}
