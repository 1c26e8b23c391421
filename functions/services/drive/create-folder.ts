import { driveMessages } from '../../../shared/messages/drive';
import { canCreateFolder } from '../../../shared/policies/drive';
import { type CreateFolderBody, MAX_FOLDER_DEPTH } from '../../../shared/schemas/drive';
import { AppError, validationError } from '../../domain/errors';
import { type FolderRecord, insertFolder, nextFolderId } from '../../repositories/drive';
import type { Actor } from '../auth/sessions';
import { recordDriveActivity } from './drive-activity';
import { presentFolder, visibleFolder } from './folder-access';
import { checkedRights } from './folder-rights';

const m = driveMessages.drive;

/** Admins and coordinators create a folder at the top level or inside a folder they see. */
export async function createFolder(actor: Actor, body: CreateFolderBody, now: Date) {
  if (!canCreateFolder(actor)) throw new AppError('FORBIDDEN', m.notFolderCreator);
  const parent = body.parentId === null ? null : await visibleFolder(actor, body.parentId);
  const ancestorIds = parent ? [...parent.folder.ancestorIds, parent.folder.id] : [];
  if (ancestorIds.length >= MAX_FOLDER_DEPTH) throw validationError(m.folderTooDeep);
  const rights = await checkedRights(actor, body, actor.id);
  const stamp = now.toISOString();
  const folder: FolderRecord = {
    id: await nextFolderId(),
    name: body.name,
    description: body.description,
    ...rights,
    volunteerUploads: body.volunteerUploads,
    parentId: body.parentId,
    ancestorIds,
    documentCount: 0,
    totalBytes: 0,
    status: 'active',
    createdBy: actor.id,
    createdAt: stamp,
    updatedAt: stamp,
    version: 1,
  };
  await insertFolder(folder);
  await recordDriveActivity({
    kind: 'folder-created',
    message: (name) => m.activityFolderCreated(name, folder.name),
    actor,
    folderId: folder.id,
    now,
  });
  return presentFolder(actor, folder);
}
