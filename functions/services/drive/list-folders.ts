import { listChildFolders } from '../../repositories/drive';
import type { Actor } from '../auth/sessions';
import { levelFilterFor, presentFolder, visibleFolder } from './folder-access';

/** The child folders of a visible folder (or the top level) that the caller's level allows. */
export async function listFolders(
  actor: Actor,
  query: { parentId?: number | undefined; limit: number; cursor?: string | undefined },
) {
  const parentId = query.parentId ?? null;
  if (parentId !== null) await visibleFolder(actor, parentId);
  const page = await listChildFolders(parentId, levelFilterFor(actor), query);
  return { items: page.items.map((folder) => presentFolder(actor, folder)), nextCursor: page.nextCursor };
}
