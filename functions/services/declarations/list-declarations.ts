import type { DeclarationStatus } from '../../../shared/schemas/declarations';
import { listDeclarationsByStatus, listDeclarationsOf } from '../../repositories/declarations';
import type { Actor } from '../auth/sessions';
import { isReviewer } from './declaration-access';
import { presentDeclaration } from './present-declaration';

export async function listDeclarationsFor(actor: Actor, status?: DeclarationStatus) {
  const records = isReviewer(actor)
    ? await listDeclarationsByStatus(status)
    : (await listDeclarationsOf(actor.id)).filter((record) => !status || record.status === status);
  return records.map(presentDeclaration);
}
