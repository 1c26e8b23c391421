import { assignedOnlyScope } from '../../../shared/policies/families';
import type { FamilyStatus, ListFamiliesQuery } from '../../../shared/schemas/families';
import { listFamiliesPage } from '../../repositories/families';
import type { Actor } from '../auth/sessions';
import { presentFamilySummary } from './present-family';

/** The tab "inactief" is two statuses; any other filter value is one. */
const statusesOf = (status: ListFamiliesQuery['status']): FamilyStatus[] | undefined =>
  status === undefined ? undefined : status === 'inactief' ? ['gepauzeerd', 'afgerond'] : [status];

/** One page of families (their summary: no access entry is needed), newest first; volunteers without manage rights page through their assigned families only. */
export async function listFamiliesFor(actor: Actor, query: ListFamiliesQuery) {
  const assignee = assignedOnlyScope(actor);
  const page = await listFamiliesPage(
    {
      statuses: statusesOf(query.status),
      search: query.search,
      ...(assignee === null ? {} : { assignedTo: assignee }),
    },
    query,
  );
  return { items: page.items.map(presentFamilySummary), nextCursor: page.nextCursor };
}
