import {
  deleteDocumentRecord,
  deleteFolderRecord,
  getDeleteJob,
  getFolder,
  listFolderDocuments,
  updateDeleteJob,
} from '../../repositories/drive';
import { deleteObject } from '../../storage/objects';
import { subtreeOf } from './subtree';

const PAGE = 100;

/**
 * Removes a folder marked for deletion with everything below it: per folder (children first) each
 * document's file and then its record and counters, then the folder. Safe to run again after a
 * failure (a queue delivers at least once): what is gone stays gone, and the rest is picked up.
 */
export async function runFolderDelete(jobId: string, now: () => Date = () => new Date()) {
  const job = await getDeleteJob(jobId);
  if (!job || job.status === 'done') return job;
  await updateDeleteJob(jobId, { status: 'running' });
  const root = await getFolder(job.folderId);
  let deleted = job.documentsDeleted;
  if (root) {
    const folders = (await subtreeOf(root)).reverse();
    for (const folder of folders) {
      for (;;) {
        const page = await listFolderDocuments(folder.id, { limit: PAGE });
        if (page.items.length === 0) break;
        for (const document of page.items) {
          await deleteObject(document.bucket, document.key);
          if (await deleteDocumentRecord(document)) deleted += 1;
        }
        await updateDeleteJob(jobId, { status: 'running', documentsDeleted: deleted });
      }
      await deleteFolderRecord(folder.id);
    }
  }
  const finished = { status: 'done' as const, documentsDeleted: deleted, finishedAt: now().toISOString() };
  await updateDeleteJob(jobId, finished);
  return { ...job, ...finished };
}

/** After the last failed attempt the job says so; what was deleted stays deleted. */
export async function markDeleteJobFailed(jobId: string, now: Date = new Date()) {
  await updateDeleteJob(jobId, { status: 'failed', finishedAt: now.toISOString() });
}
