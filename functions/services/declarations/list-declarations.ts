import type { ListDeclarationsQuery } from '../../../shared/schemas/declarations';
import { listDeclarationsPage } from '../../repositories/declarations';
import type { Actor } from '../auth/sessions';
import { isReviewer } from './declaration-access';
import { presentDeclaration } from './present-declaration';

/** Reviewers page through everyone's declarations, anyone else through their own; newest date first. */
export async function listDeclarationsFor(actor: Actor, query: ListDeclarationsQuery) {
  const page = await listDeclarationsPage(
    { status: query.status, ...(isReviewer(actor) ? {} : { ownerId: actor.id }) },
    query,
  );
  return { items: page.items.map(presentDeclaration), nextCursor: page.nextCursor };
}
