import { randomUUID } from 'node:crypto';
import { driveMessages } from '../../../shared/messages/drive';
import { canManageFolder, levelAllowsViewer } from '../../../shared/policies/drive';
import { AppError, conflict } from '../../domain/errors';
import { type DeleteJobRecord, markFolderDeleting } from '../../repositories/drive';
import type { Actor } from '../auth/sessions';
import { presentJob } from './delete-job';
import { dispatchFolderDelete } from './dispatch-folder-delete';
import { recordDriveActivity } from './drive-activity';
import { visibleFolder } from './folder-access';
import { subtreeOf } from './subtree';

const m = driveMessages.drive;

/**
 * An admin or the creating coordinator deletes a folder with every folder and document below it.
 * The folder is marked in one transaction with the job that removes it, which makes it and all
 * below it invisible at once; the documents and their files are removed in the background
 * (run-folder-delete.ts), and the job says how far it got. A folder holding folders the caller may
 * not see is refused: nobody deletes what they cannot see.
 */
export async function startFolderDelete(actor: Actor, id: number, now: Date) {
  const { folder } = await visibleFolder(actor, id);
  if (!canManageFolder(actor, folder)) throw new AppError('FORBIDDEN', m.notFolderManager);
  const subtree = await subtreeOf(folder);
  const below = subtree.slice(1).filter((each) => each.status === 'active');
  if (below.some((each) => !levelAllowsViewer(actor, each))) throw conflict(m.cannotDeleteFolder);
  const stamp = now.toISOString();
  const job: DeleteJobRecord = {
    id: randomUUID(),
    folderId: folder.id,
    folderName: folder.name,
    startedBy: actor.id,
    status: 'pending',
    foldersTotal: subtree.length,
    documentsTotal: subtree.reduce((sum, each) => sum + each.documentCount, 0),
    documentsDeleted: 0,
    createdAt: stamp,
    finishedAt: null,
  };
  if (!(await markFolderDeleting(folder, job, stamp))) throw conflict();
  await recordDriveActivity({
    kind: 'folder-deleted',
    message: (name) => m.activityFolderDeleted(name, folder.name),
    actor,
    folderId: folder.id,
    now,
  });
  return presentJob(await dispatchFolderDelete(job));
}
