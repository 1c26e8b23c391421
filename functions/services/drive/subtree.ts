import { MAX_FOLDER_DEPTH } from '../../../shared/schemas/drive';
import { allChildFolders, type FolderRecord } from '../../repositories/drive';

/** A folder and every folder below it, whatever their level or state, parents before children. */
export async function subtreeOf(root: FolderRecord): Promise<FolderRecord[]> {
  const folders = [root];
  let level = [root];
  for (let depth = 0; level.length > 0 && depth <= MAX_FOLDER_DEPTH; depth += 1) {
    const children = (await Promise.all(level.map((folder) => allChildFolders(folder.id)))).flat();
    folders.push(...children);
    level = children;
  }
  return folders;
}
