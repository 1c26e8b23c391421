import { driveMessages } from '../../../shared/messages/drive';
import { canManageFolder } from '../../../shared/policies/drive';
import type { UpdateFolderBody } from '../../../shared/schemas/drive';
import { AppError, conflict } from '../../domain/errors';
import { replaceFolder } from '../../repositories/drive';
import type { Actor } from '../auth/sessions';
import { recordDriveActivity } from './drive-activity';
import { presentFolder, visibleFolder } from './folder-access';
import { checkedRights } from './folder-rights';

const m = driveMessages.drive;

/** Name, description and rights of a visible folder: an admin or the coordinator who created it. */
export async function updateFolder(actor: Actor, id: number, body: UpdateFolderBody, now: Date) {
  const { folder } = await visibleFolder(actor, id);
  if (!canManageFolder(actor, folder)) throw new AppError('FORBIDDEN', m.notFolderManager);
  const rights = await checkedRights(actor, body, folder.createdBy);
  const next = {
    ...folder,
    name: body.name,
    description: body.description,
    ...rights,
    volunteerUploads: body.volunteerUploads,
    updatedAt: now.toISOString(),
    version: folder.version + 1,
  };
  if (!(await replaceFolder(folder, next))) throw conflict();
  await recordDriveActivity({
    kind: 'folder-updated',
    message: (name) => m.activityFolderUpdated(name, next.name),
    actor,
    folderId: folder.id,
    now,
  });
  return presentFolder(actor, next);
}
