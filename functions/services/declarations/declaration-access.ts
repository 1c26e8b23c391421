import { declarationMessages } from '../../../shared/messages/declarations';
import { can } from '../../../shared/permissions';
import { AppError, notFound } from '../../domain/errors';
import { type DeclarationRecord, getDeclaration } from '../../repositories/declarations';
import type { Actor } from '../auth/sessions';

// Who may see and change a declaration, shared by every declarations route. Each operation has its
// own module, so a route loads only what it uses: only the receipt download imports the S3 client.

const m = declarationMessages.declarations;

export const isReviewer = (actor: Actor) => can(actor, 'reviewDeclarations');
const mayManage = (actor: Actor, record: DeclarationRecord) =>
  record.userId === actor.id || can(actor, 'manageAllDeclarations');

/** A declaration the caller may see: reviewers see all, anyone else only their own (others answer 404). */
export async function visibleDeclaration(actor: Actor, id: number): Promise<DeclarationRecord> {
  const record = await getDeclaration(id);
  if (!record || !(record.userId === actor.id || isReviewer(actor) || can(actor, 'manageAllDeclarations'))) {
    throw notFound(m.notFound);
  }
  return record;
}

/** A declaration the caller may change or delete: their own, or any for those who manage all. */
export async function manageableDeclaration(actor: Actor, id: number): Promise<DeclarationRecord> {
  const record = await visibleDeclaration(actor, id);
  if (!mayManage(actor, record)) throw new AppError('FORBIDDEN', m.notYours);
  return record;
}
