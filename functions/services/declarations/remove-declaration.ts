import { declarationMessages } from '../../../shared/messages/declarations';
import { can } from '../../../shared/permissions';
import { conflict } from '../../domain/errors';
import { deleteDeclaration } from '../../repositories/declarations';
import type { Actor } from '../auth/sessions';
import { manageableDeclaration } from './declaration-access';

const m = declarationMessages.declarations;

/** Deletes the declaration's record only; its receipt upload and stored object are left as they are. */
export async function removeDeclaration(actor: Actor, id: number, now: Date) {
  const previous = await manageableDeclaration(actor, id);
  const isPrivileged = can(actor, 'manageAllDeclarations');
  if (previous.status !== 'pending' && !isPrivileged) throw conflict(m.onlyWhilePending);
  if (!(await deleteDeclaration(previous, now))) throw conflict();
  return { message: m.deleted };
}
