import { canSeeFolderPath, isDriveAdmin } from '../../../shared/policies/drive';
import { DEFAULT_DRIVE_QUOTA_BYTES } from '../../../shared/schemas/drive';
import { allChildFolders, type FolderRecord, getUsage } from '../../repositories/drive';
import type { Actor } from '../auth/sessions';
import { readSetting } from '../settings/settings-reader';

const BYTES_PER_GB = 1024 ** 3;

/**
 * The drive's quota: the `drive_quota_gb` setting an admin chose, else DRIVE_QUOTA_BYTES when the
 * deployment sets it, else 10 GB (spec §9). Read through the cached settings reader.
 */
export async function driveQuotaBytes(): Promise<number> {
  const chosenGb = Number(await readSetting('drive_quota_gb'));
  if (Number.isSafeInteger(chosenGb) && chosenGb > 0) return chosenGb * BYTES_PER_GB;
  const configured = Number(process.env.DRIVE_QUOTA_BYTES);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_DRIVE_QUOTA_BYTES;
}

/**
 * The documents in the folders a viewer may see: the folders' own counters (kept on write), summed
 * over the visible tree, one child-folder Query per visible folder. A folder under an invisible
 * parent is invisible, so the walk stops there.
 */
async function visibleDocumentCount(actor: Actor): Promise<number> {
  let count = 0;
  let level: { folder: FolderRecord; path: FolderRecord[] }[] = [];
  const visibleChildren = async (parentId: number | null, path: FolderRecord[]) =>
    (await allChildFolders(parentId))
      .filter((folder) => folder.status === 'active' && canSeeFolderPath(actor, [...path, folder]))
      .map((folder) => ({ folder, path: [...path, folder] }));
  level = await visibleChildren(null, []);
  while (level.length > 0) {
    count += level.reduce((sum, entry) => sum + entry.folder.documentCount, 0);
    level = (await Promise.all(level.map((entry) => visibleChildren(entry.folder.id, entry.path)))).flat();
  }
  return count;
}

/**
 * The drive's used bytes against its quota (the space is shared: counters kept on every write, read
 * in one Get) and the documents the viewer can see (issue 37): an admin sees every folder, so the
 * drive's own counter; anyone else the documents of the folders open to them.
 */
export async function driveStorage(actor: Actor) {
  const [usage, quotaBytes, documentCount] = await Promise.all([
    getUsage(),
    driveQuotaBytes(),
    isDriveAdmin(actor) ? null : visibleDocumentCount(actor),
  ]);
  return { ...usage, documentCount: documentCount ?? usage.documentCount, quotaBytes };
}
