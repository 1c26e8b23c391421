import { levelAllowsViewer } from '../../../shared/policies/drive';
import { allChildFolders, type FolderRecord, searchFolderDocuments } from '../../repositories/drive';
import type { Actor } from '../auth/sessions';
import { presentDocument } from './document-access';
import { breadcrumbOf } from './folder-access';

const MAX_RESULTS = 50;
/** The search walks the visible tree folder by folder; an association's drive has dozens, not thousands. */
const MAX_FOLDERS = 300;

/**
 * Documents whose file name contains the text (case-insensitive), in the folders the caller sees:
 * the walk only descends into visible folders, so nothing below an invisible one is searched.
 */
export async function searchDocuments(actor: Actor, text: string) {
  const needle = text.toLocaleLowerCase('nl');
  const results: { document: ReturnType<typeof presentDocument>; path: { id: number; name: string }[] }[] =
    [];
  let level: { folder: FolderRecord | null; path: FolderRecord[] }[] = [{ folder: null, path: [] }];
  let visited = 0;
  while (level.length > 0 && visited < MAX_FOLDERS && results.length < MAX_RESULTS) {
    const children = await Promise.all(
      level.map(async ({ folder, path }) =>
        (await allChildFolders(folder?.id ?? null))
          .filter((child) => child.status === 'active' && levelAllowsViewer(actor, child))
          .map((child) => ({ folder: child, path: [...path, child] })),
      ),
    );
    const next = children.flat().slice(0, MAX_FOLDERS - visited);
    visited += next.length;
    const found = await Promise.all(
      next.map(async ({ folder, path }) =>
        (await searchFolderDocuments(folder.id, needle, MAX_RESULTS)).map((document) => ({
          document: presentDocument(actor, document),
          path: breadcrumbOf(path),
        })),
      ),
    );
    results.push(...found.flat());
    level = next;
  }
  return { items: results.slice(0, MAX_RESULTS) };
}
