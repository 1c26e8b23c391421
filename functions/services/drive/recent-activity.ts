import { isDriveAdmin } from '../../../shared/policies/drive';
import { listActivityPage } from '../../repositories/activity';
import { getFolder } from '../../repositories/drive';
import type { Actor } from '../auth/sessions';
import { visiblePath } from './folder-access';

const SHOWN = 10;
const READ = 60;

/** The latest drive activity about folders the caller sees now (a deleted folder's only to admins). */
export async function recentDriveActivity(actor: Actor, now: Date) {
  const { records } = await listActivityPage('drive', { limit: READ }, now);
  const folderIds = [
    ...new Set(records.flatMap((record) => (record.subjectId ? [Number(record.subjectId)] : []))),
  ];
  const visible = new Set<number>();
  await Promise.all(
    folderIds.map(async (id) => {
      const folder = await getFolder(id);
      if (folder && (await visiblePath(actor, folder))) visible.add(id);
    }),
  );
  const isAdmin = isDriveAdmin(actor);
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
