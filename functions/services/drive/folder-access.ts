import { driveMessages } from '../../../shared/messages/drive';
import {
  canManageFolder,
  canSeeFolderPath,
  canUploadTo,
  isDriveAdmin,
  isDriveStaff,
} from '../../../shared/policies/drive';
import type { Folder } from '../../../shared/schemas/drive';
import { notFound } from '../../domain/errors';
import { type FolderRecord, getFolder, getFolders, type LevelFilter } from '../../repositories/drive';
import type { Actor } from '../auth/sessions';

const m = driveMessages.drive;

export type VisibleFolder = { folder: FolderRecord; path: FolderRecord[] };

/** The path of `folder` from the folders at hand, when every one of them exists, is active and is visible. */
function pathAmong(
  actor: Actor,
  folder: FolderRecord,
  ancestors: ReadonlyMap<number, FolderRecord>,
): FolderRecord[] | null {
  if (folder.status !== 'active') return null;
  const path: FolderRecord[] = [];
  for (const id of folder.ancestorIds) {
    const ancestor = ancestors.get(id);
    if (ancestor?.status !== 'active') return null;
    path.push(ancestor);
  }
  path.push(folder);
  return canSeeFolderPath(actor, path) ? path : null;
}

/**
 * The folders from the top level down to and including `folder`, when every one of them exists,
 * is active and is visible to the caller; null otherwise (a child of an invisible parent is invisible).
 */
export async function visiblePath(actor: Actor, folder: FolderRecord): Promise<FolderRecord[] | null> {
  if (folder.status !== 'active') return null;
  const ancestors =
    folder.ancestorIds.length > 0 ? await getFolders(folder.ancestorIds) : new Map<number, FolderRecord>();
  return pathAmong(actor, folder, ancestors);
}

/**
 * Of these folder ids, those of folders the caller sees now (visiblePath for each): the folders in one
 * batch read and their ancestors not among them in a second, instead of reads per folder.
 */
export async function visibleFolderIds(actor: Actor, ids: readonly number[]): Promise<Set<number>> {
  const folders = ids.length > 0 ? await getFolders(ids) : new Map<number, FolderRecord>();
  const known = new Map(folders);
  const missingAncestors = [
    ...new Set(
      [...folders.values()].flatMap((folder) => (folder.status === 'active' ? folder.ancestorIds : [])),
    ),
  ].filter((id) => !known.has(id));
  if (missingAncestors.length > 0) {
    for (const [id, ancestor] of await getFolders(missingAncestors)) known.set(id, ancestor);
  }
  return new Set(
    [...folders.values()].filter((folder) => pathAmong(actor, folder, known)).map((folder) => folder.id),
  );
}

/** A folder the caller may see, with its path; one they may not see answers 404 like a missing one. */
export async function visibleFolder(actor: Actor, id: number, missing: string = m.folderNotFound) {
  const folder = await getFolder(id);
  const path = folder ? await visiblePath(actor, folder) : null;
  if (!folder || !path) throw notFound(missing);
  return { folder, path } satisfies VisibleFolder;
}

/** shared/policies/drive.ts levelAllowsViewer, as the filter of a child-folder Query. */
export function levelFilterFor(actor: Actor): LevelFilter {
  if (isDriveAdmin(actor)) return { all: true };
  const levels = isDriveStaff(actor) ? ['public', 'volunteer', 'coordinator'] : ['public', 'volunteer'];
  return { all: false, levels, userId: actor.id };
}

export const breadcrumbOf = (path: readonly FolderRecord[]) =>
  path.map((folder) => ({ id: folder.id, name: folder.name }));

export function presentFolder(actor: Actor, folder: FolderRecord): Folder {
  return {
    id: folder.id,
    name: folder.name,
    description: folder.description,
    accessLevel: folder.accessLevel,
    // Who else may see it is for those who manage it.
    allowedUserIds: canManageFolder(actor, folder) ? folder.allowedUserIds : [],
    volunteerUploads: folder.volunteerUploads,
    parentId: folder.parentId,
    documentCount: folder.documentCount,
    totalBytes: folder.totalBytes,
    createdBy: folder.createdBy,
    createdAt: folder.createdAt,
    updatedAt: folder.updatedAt,
    version: folder.version,
    canManage: canManageFolder(actor, folder),
    canUpload: canUploadTo(actor, folder),
  };
}
