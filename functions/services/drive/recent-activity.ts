import { isDriveAdmin } from '../../../shared/policies/drive';
import { listActivityPage } from '../../repositories/activity';
import type { Actor } from '../auth/sessions';
import { visibleFolderIds } from './folder-access';

const SHOWN = 10;
const READ = 60;

/** The latest drive activity about folders the caller sees now (a deleted folder's only to admins). */
export async function recentDriveActivity(actor: Actor, now: Date) {
  const { records } = await listActivityPage('drive', { limit: READ }, now);
  const folderIds = [
    ...new Set(records.flatMap((record) => (record.subjectId ? [Number(record.subjectId)] : []))),
  ];
  const isAdmin = isDriveAdmin(actor);
  // An admin sees every line: only the others' folders are read (two batch reads, not one per folder).
  const visible = isAdmin ? new Set<number>() : await visibleFolderIds(actor, folderIds);
  return {
    items: records
      .filter((record) => isAdmin || visible.has(Number(record.subjectId)))
      .slice(0, SHOWN)
      .map((record) => ({
        id: record.id,
        kind: record.kind,
        message: record.message,
        createdAt: record.createdAt,
      })),
  };
}
