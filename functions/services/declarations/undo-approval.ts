import { activityMessages } from '../../../shared/messages/activity';
import { declarationMessages } from '../../../shared/messages/declarations';
import { lastApproval, type UndoRefusal, undoApprovalRefusal } from '../../../shared/policies/declarations';
import type { UndoApprovalBody } from '../../../shared/schemas/declarations';
import { AppError, conflict } from '../../domain/errors';
import { type DeclarationRecord, replaceDeclaration } from '../../repositories/declarations';
import { declarationBookingWrites } from '../accounting/book-declaration';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { declarationCounterChanges } from '../statistics/counter-changes';
import { lawReviewOf } from '../volunteer-law/law-approval';
import { visibleDeclaration } from './declaration-access';
import { payeeIbanChangesOf, presentDeclaration } from './present-declaration';
import { reviewerNameOf } from './reviewer-name';

const m = declarationMessages.declarations;

const REFUSALS: Record<UndoRefusal, () => AppError> = {
  'not-approved': () => conflict(m.undoNotApproved),
  'not-your-approval': () => new AppError('FORBIDDEN', m.undoNotYours),
  'in-payment': () => conflict(m.inPayment),
  'too-late': () => conflict(m.undoTooLate),
};

/**
 * Moves a declaration its reviewer approved less than 10 seconds ago back to the status before the
 * approval. The undo is a step of its own in the history, and the counters follow it in the same
 * transaction (an approval of this month is counted out again).
 */
export async function undoApproval(actor: Actor, id: number, input: UndoApprovalBody, now: Date) {
  const previous = await visibleDeclaration(actor, id);
  if (previous.version !== input.expectedVersion) throw conflict(m.reviewedVersionChanged);
  const refusal = undoApprovalRefusal(actor, previous, now);
  const approval = lastApproval(previous);
  if (refusal || !approval?.from) throw REFUSALS[refusal ?? 'not-approved']();
  const restored = approval.from;
  const reviewerName = await reviewerNameOf(actor);
  const next: DeclarationRecord = {
    ...previous,
    status: restored,
    statusHistory: [
      ...previous.statusHistory,
      {
        at: now.toISOString(),
        byId: actor.id,
        byName: reviewerName,
        from: 'approved',
        to: restored,
        note: null,
      },
    ],
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  // An undone flat allowance gives its day, year and kilometre counts back, and a partly approved
  // one its claimed amount (issue 31).
  const law = await lawReviewOf(previous, next, { withinCeiling: false, isAdmin: false, actor }, now);
  const back = law.next;
  const bookkeeping = await declarationBookingWrites(previous, back, { actor, name: reviewerName }, now);
  const counters = declarationCounterChanges(previous, back, now);
  if (!(await replaceDeclaration(previous, back, counters, null, [...bookkeeping, ...law.writes])))
    throw conflict();
  await recordActivity({
    kind: 'declaration-status-changed',
    message: activityMessages.activity.declarationApprovalUndone(reviewerName, previous.userName, restored),
    actorId: actor.id,
    subject: { type: 'declaration', id },
    now,
  });
  return presentDeclaration(back, await payeeIbanChangesOf(next.userId), now);
}
