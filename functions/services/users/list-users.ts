import { can } from '../../../shared/permissions';
import { listUsersPage, type UserFilter } from '../../repositories/users';
import type { Actor } from '../auth/sessions';
import { presentDirectoryEntry, presentUser } from './present-user';

/**
 * One page of users. Managers see and search contact details; everyone else gets the directory
 * (names only), and their search looks only at what the directory shows.
 */
export async function listUsersFor(
  actor: Actor,
  query: Omit<UserFilter, 'searchIn'> & { limit: number; cursor?: string | undefined },
) {
  const isManager = can(actor, 'manageUsers');
  const { limit, cursor, ...filter } = query;
  const page = await listUsersPage(
    { ...filter, searchIn: isManager ? 'all' : 'directory' },
    { limit, cursor },
  );
  return {
    items: page.items.map(isManager ? presentUser : presentDirectoryEntry),
    nextCursor: page.nextCursor,
  };
}
