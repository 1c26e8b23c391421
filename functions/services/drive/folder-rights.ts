import { driveMessages } from '../../../shared/messages/drive';
import { levelKeepsViewer } from '../../../shared/policies/drive';
import type { UpdateFolderBody } from '../../../shared/schemas/drive';
import { validationError } from '../../domain/errors';
import { getUsersByIds } from '../../repositories/lookups';
import type { Actor } from '../auth/sessions';

const m = driveMessages.drive;

/**
 * The rights as they will be stored: users listed only for level specific, every one of them an
 * existing user, and a level that keeps the folder visible to whoever sets it.
 */
export async function checkedRights(actor: Actor, body: UpdateFolderBody, createdBy: number) {
  const allowedUserIds = body.accessLevel === 'specific' ? body.allowedUserIds : [];
  if (allowedUserIds.length > 0) {
    const known = await getUsersByIds(allowedUserIds);
    if (allowedUserIds.some((id) => !known.has(id)))
      throw validationError(m.unknownUsers, [{ path: 'allowedUserIds', message: m.unknownUsers }]);
  }
  const rights = { accessLevel: body.accessLevel, allowedUserIds };
  if (!levelKeepsViewer(actor, { ...rights, createdBy }))
    throw validationError(m.levelHidesFromCreator, [
      { path: 'accessLevel', message: m.levelHidesFromCreator },
    ]);
  return rights;
}
