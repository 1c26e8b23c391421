import { declarationMessages } from '../../../shared/messages/declarations';
import { DECLARATION_STATUS_LABELS, type DeclarationStatus } from '../../../shared/schemas/declarations';
import { AppError, conflict, validationError } from '../../domain/errors';
import { type DeclarationRecord, replaceDeclaration } from '../../repositories/declarations';
import { getUserById } from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { displayName } from '../users/present-user';
import { visibleDeclaration } from './declaration-access';
import { presentDeclaration } from './present-declaration';

const m = declarationMessages.declarations;

/** Spec §4's review flow; anything else is refused with 409 and changes nothing. */
function isAllowedTransition(from: DeclarationStatus, to: DeclarationStatus): boolean {
  switch (to) {
    case 'in_behandeling':
      return from === 'pending';
    case 'wordt_verwerkt':
      return from === 'in_behandeling';
    case 'approved':
      return from !== 'approved';
    case 'rejected':
      return from !== 'rejected';
    case 'pending':
      return false;
  }
}

export async function changeDeclarationStatus(
  actor: Actor,
  id: number,
  input: { status: DeclarationStatus; reviewNotes?: string },
  now: Date,
) {
  const previous = await visibleDeclaration(actor, id);
  if (previous.userId === actor.id) throw new AppError('FORBIDDEN', m.ownDeclaration);
  if (!isAllowedTransition(previous.status, input.status)) throw conflict(m.transitionNotAllowed);
  const note = input.reviewNotes?.trim() || null;
  if (input.status === 'rejected' && !note) {
    throw validationError(m.rejectionNeedsNote, [{ path: 'reviewNotes', message: m.rejectionNeedsNote }]);
  }
  const reviewer = await getUserById(actor.id);
  const reviewerName = reviewer ? displayName(reviewer) : actor.username;
  const next: DeclarationRecord = {
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
  if (!(await replaceDeclaration(previous, next, now))) throw conflict();
  await recordActivity({
    kind: 'declaration-status-changed',
    message: `${reviewerName} zette de declaratie van ${previous.userName} op '${DECLARATION_STATUS_LABELS[input.status]}'`,
    actorId: actor.id,
    subject: { type: 'declaration', id },
    now,
  });
  return presentDeclaration(next);
}
