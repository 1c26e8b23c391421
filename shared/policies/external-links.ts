import { can, type Principal } from '../permissions';
import type { ExternalLink } from '../schemas/external-links';

/** Spec §6: only admins add, edit and delete links; everyone signed in sees and visits them. */
export const canManageLinks = (principal: Principal | null | undefined) => can(principal, 'administer');

/** The order of the grid: sortOrder, then the older link first when two share a place. */
export const sortLinks = <T extends Pick<ExternalLink, 'sortOrder' | 'id'>>(links: readonly T[]): T[] =>
  [...links].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

/** An association keeps a few dozen links; past this many the one-answer list would need paging. */
export const MAX_LINKS = 200;
