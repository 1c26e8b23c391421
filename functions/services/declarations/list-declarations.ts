import type { ListDeclarationsQuery } from '../../../shared/schemas/declarations';
import { listDeclarationsPage } from '../../repositories/declarations';
import { getIbanHistoriesByIds } from '../../repositories/lookups';
import type { Actor } from '../auth/sessions';
import { ibanChangesOf } from '../users/iban-changes';
import { isReviewer } from './declaration-access';
import { presentDeclaration } from './present-declaration';

/**
 * Reviewers page through everyone's declarations, anyone else through their own; newest date first.
 * Reviewers also get each declarant's recent IBAN changes (one batch read per page), which the
 * screen needs to say why approving is off.
 */
export async function listDeclarationsFor(actor: Actor, query: ListDeclarationsQuery, now: Date) {
  const reviews = isReviewer(actor);
  const page = await listDeclarationsPage(
    { status: query.status, ...(reviews ? {} : { ownerId: actor.id }) },
    query,
  );
  const histories = reviews ? await getIbanHistoriesByIds(page.items.map((item) => item.userId)) : new Map();
  return {
    items: page.items.map((record) =>
      presentDeclaration(record, ibanChangesOf(histories.get(record.userId) ?? null), now),
    ),
    nextCursor: page.nextCursor,
  };
}
