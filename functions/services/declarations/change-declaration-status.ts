import { activityMessages } from '../../../shared/messages/activity';
import { approvalMessages } from '../../../shared/messages/approvals';
import { declarationMessages } from '../../../shared/messages/declarations';
import { volunteerLawMessages } from '../../../shared/messages/volunteer-law';
import { type ReviewRefusal, reviewRefusal } from '../../../shared/policies/declarations';
import { canApproveWithinCeiling } from '../../../shared/policies/volunteer-law';
import type { DeclarationStatusBody } from '../../../shared/schemas/declarations';
import { AppError, conflict, forbidden, validationError } from '../../domain/errors';
import { type DeclarationRecord, replaceDeclaration } from '../../repositories/declarations';
import { getUserById, userUnchangedCheck } from '../../repositories/users';
import { declarationBookingWrites } from '../accounting/book-declaration';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { markNotificationsHandled } from '../notifications/handled-notifications';
import { noticeDeclarationReviewed } from '../notifications/personal-notices';
import { declarationCounterChanges } from '../statistics/counter-changes';
import { ibanChangesOf } from '../users/iban-changes';
import { lawReviewOf } from '../volunteer-law/law-approval';
import { visibleDeclaration } from './declaration-access';
import { presentDeclaration } from './present-declaration';
import { reviewerNameOf } from './reviewer-name';

const m = declarationMessages.declarations;
const fourEyes = approvalMessages.approvals.declaration;
const lawMessages = volunteerLawMessages.volunteerLaw;

function refusalError(refusal: ReviewRefusal): AppError {
  switch (refusal) {
    case 'not-a-reviewer':
      return forbidden();
    case 'own-declaration':
      return new AppError('FORBIDDEN', m.ownDeclaration);
    case 'transition':
      return conflict(m.transitionNotAllowed);
    case 'in-payment':
      return conflict(m.inPayment);
    default:
      return new AppError('FORBIDDEN', fourEyes[refusal]);
  }
}

/**
 * A review step (shared/policies/declarations.ts decides who may take it), bound to the version the
 * reviewer saw: if the owner changed the declaration since, nothing changes and the answer is 409.
 * An approval also keeps four eyes (shared/policies/approvals.ts), atomically: the transaction holds
 * only while the declaration and the declarant's IBAN history are still what the rule was run on.
 */
export async function changeDeclarationStatus(
  actor: Actor,
  id: number,
  input: DeclarationStatusBody,
  now: Date,
) {
  const previous = await visibleDeclaration(actor, id);
  if (previous.version !== input.expectedVersion) throw conflict(m.reviewedVersionChanged);
  const declarant = await getUserById(previous.userId);
  const payeeIbanChanges = ibanChangesOf(declarant);
  const refusal = reviewRefusal(actor, previous, input.status, payeeIbanChanges, now);
  if (refusal) throw refusalError(refusal);
  const note = input.reviewNotes?.trim() || null;
  if (input.status === 'rejected' && !note) {
    throw validationError(m.rejectionNeedsNote, [{ path: 'reviewNotes', message: m.rejectionNeedsNote }]);
  }
  const reviewerName = await reviewerNameOf(actor);
  const proposed: DeclarationRecord = {
    ...previous,
    status: input.status,
    reviewNotes: note ?? previous.reviewNotes,
    statusHistory: [
      ...previous.statusHistory,
      {
        at: now.toISOString(),
        byId: actor.id,
        byName: reviewerName,
        from: previous.status,
        to: input.status,
        note,
      },
    ],
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  // Issue 31: an approval of a flat allowance stays within the volunteer law's ceilings (atomically).
  const law = await lawReviewOf(
    previous,
    proposed,
    {
      withinCeiling: input.withinCeiling === true,
      isAdmin: canApproveWithinCeiling(actor),
      actor: { id: actor.id, username: actor.username },
    },
    now,
  );
  const next: DeclarationRecord = law.note
    ? { ...law.next, reviewNotes: [note, law.note].filter(Boolean).join(' ') }
    : law.next;
  const bookkeeping = await declarationBookingWrites(previous, next, { actor, name: reviewerName }, now);
  const counters = declarationCounterChanges(previous, next, now);
  const factsUnchanged = input.status === 'approved' && declarant ? [userUnchangedCheck(declarant)] : [];
  if (
    !(await replaceDeclaration(previous, next, counters, null, [
      ...bookkeeping,
      ...factsUnchanged,
      ...law.writes,
    ]))
  )
    throw conflict(
      law.writes.length > 0 && input.status === 'approved' ? lawMessages.ceilingRace : undefined,
    );
  await Promise.all([
    recordActivity({
      kind: 'declaration-status-changed',
      message: activityMessages.activity.declarationStatusChanged(
        reviewerName,
        previous.userName,
        input.status,
      ),
      actorId: actor.id,
      subject: { type: 'declaration', id },
      now,
    }),
    // Reviewed: the bell entries about it no longer wait for anyone.
    markNotificationsHandled({ type: 'declaration', id }, now),
    // Issue 37: the declarant hears the decision (never throws: the review is already written), and
    // why the amount is lower when only the part within the volunteer law's ceilings was approved.
    input.status === 'approved' || input.status === 'rejected'
      ? noticeDeclarationReviewed(next, input.status, input.status === 'approved' ? law.note : note, now)
      : Promise.resolve(),
  ]);
  return presentDeclaration(next, payeeIbanChanges, now);
}
