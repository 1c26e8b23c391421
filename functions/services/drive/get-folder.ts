import type { Actor } from '../auth/sessions';
import { breadcrumbOf, presentFolder, visibleFolder } from './folder-access';
import { subtreeOf } from './subtree';

/** One visible folder, its breadcrumb and what deleting it would take along. */
export async function getFolderDetail(actor: Actor, id: number) {
  const { folder, path } = await visibleFolder(actor, id);
  const subtree = await subtreeOf(folder);
  return {
    folder: presentFolder(actor, folder),
    path: breadcrumbOf(path),
    contents: {
      folderCount: subtree.length - 1,
      documentCount: subtree.reduce((sum, each) => sum + each.documentCount, 0),
    },
  };
}
