import { driveMessages } from '../../../shared/messages/drive';
import { isDriveAdmin } from '../../../shared/policies/drive';
import type { DeleteJob } from '../../../shared/schemas/drive';
import { notFound } from '../../domain/errors';
import { type DeleteJobRecord, getDeleteJob } from '../../repositories/drive';
import type { Actor } from '../auth/sessions';

export const presentJob = (job: DeleteJobRecord): DeleteJob => ({
  id: job.id,
  folderId: job.folderId,
  folderName: job.folderName,
  status: job.status,
  foldersTotal: job.foldersTotal,
  documentsTotal: job.documentsTotal,
  documentsDeleted: job.documentsDeleted,
  createdAt: job.createdAt,
  finishedAt: job.finishedAt,
});

/** A folder delete's progress, for whoever started it (and admins). */
export async function getFolderDeleteJob(actor: Actor, id: string) {
  const job = await getDeleteJob(id);
  if (!job || (job.startedBy !== actor.id && !isDriveAdmin(actor)))
    throw notFound(driveMessages.drive.jobNotFound);
  return presentJob(job);
}
