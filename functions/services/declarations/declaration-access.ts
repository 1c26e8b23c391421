import { declarationMessages } from '../../../shared/messages/declarations';
import {
  type ChangeRefusal,
  canSeeDeclaration,
  deleteRefusal,
  editRefusal,
  isDeclarationReviewer,
} from '../../../shared/policies/declarations';
import { AppError, conflict, notFound } from '../../domain/errors';
import { type DeclarationRecord, getDeclaration } from '../../repositories/declarations';
import type { Actor } from '../auth/sessions';

// Who may see and change a declaration, shared by every declarations route; the rules themselves are
// shared/policies/declarations.ts. Each operation has its own module, so a route loads only what it
// uses: only the receipt download imports the S3 client.

const m = declarationMessages.declarations;

export const isReviewer = (actor: Actor) => isDeclarationReviewer(actor);

/** A declaration the caller may see: reviewers see all, anyone else only their own (others answer 404). */
export async function visibleDeclaration(actor: Actor, id: number): Promise<DeclarationRecord> {
  const record = await getDeclaration(id);
  if (!record || !canSeeDeclaration(actor, record)) throw notFound(m.notFound);
  return record;
}

function refuse(refusal: ChangeRefusal | null) {
  if (refusal === 'not-yours') throw new AppError('FORBIDDEN', m.notYours);
  if (refusal === 'not-pending') throw conflict(m.onlyWhilePending);
  if (refusal === 'in-payment') throw conflict(m.inPayment);
}

/** A declaration the caller may edit: their own or any for those who manage all, while pending. */
export async function editableDeclaration(actor: Actor, id: number): Promise<DeclarationRecord> {
  const record = await visibleDeclaration(actor, id);
  refuse(editRefusal(actor, record));
  return record;
}

/** A declaration the caller may delete: their own while pending; any for those who manage all. */
export async function deletableDeclaration(actor: Actor, id: number): Promise<DeclarationRecord> {
  const record = await visibleDeclaration(actor, id);
  refuse(deleteRefusal(actor, record));
  return record;
}
