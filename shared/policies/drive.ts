import { can, type Principal } from '../permissions';
import type { DriveAccessLevel } from '../schemas/drive';

/**
 * Object-level rules of the drive (spec §6 drive folders, model B; ARCHITECTURE.md §6 and §11).
 * An admin sees every folder. Levels public and volunteer are for every signed-in user, coordinator
 * for admins and coordinators, admin for admins only, specific for the listed users (and admins, and
 * whoever created it: a coordinator sharing a folder with one volunteer keeps it).
 * Nothing is inherited silently: a folder is visible only when it and every ancestor are. Whatever
 * the caller may not see answers 404 (the services), as if it did not exist.
 *
 * Who does what: admins and coordinators create folders and upload into every folder they see;
 * others upload only where the folder's rights allow uploads by volunteers (the spec's two screens
 * disagree; this is our decision). The folder's rights are changed, and the folder deleted, by an
 * admin or the coordinator who created it. A document is deleted by an admin or its uploader.
 */

export type DriveViewer = Principal & { id: number };
export type FolderRules = {
  accessLevel: DriveAccessLevel;
  allowedUserIds: readonly number[];
  createdBy: number;
  volunteerUploads: boolean;
};

export const isDriveAdmin = (viewer: DriveViewer) => can(viewer, 'administer');
export const isDriveStaff = (viewer: DriveViewer) => can(viewer, 'manageDrive');

/** The folder's own level, ignoring its ancestors. Whoever made a 'specific' folder keeps seeing it. */
export function levelAllowsViewer(
  viewer: DriveViewer,
  folder: Pick<FolderRules, 'accessLevel' | 'allowedUserIds' | 'createdBy'>,
) {
  if (isDriveAdmin(viewer)) return true;
  switch (folder.accessLevel) {
    case 'public':
    case 'volunteer':
      return true;
    case 'coordinator':
      return isDriveStaff(viewer);
    case 'admin':
      return false;
    case 'specific':
      return folder.allowedUserIds.includes(viewer.id) || folder.createdBy === viewer.id;
  }
}

/** A folder is visible when it and every ancestor on its path (top level first) are. */
export const canSeeFolderPath = (
  viewer: DriveViewer,
  path: readonly Pick<FolderRules, 'accessLevel' | 'allowedUserIds' | 'createdBy'>[],
) => path.every((folder) => levelAllowsViewer(viewer, folder));

export const canCreateFolder = (viewer: DriveViewer) => isDriveStaff(viewer);

export const canManageFolder = (viewer: DriveViewer, folder: Pick<FolderRules, 'createdBy'>) =>
  isDriveAdmin(viewer) || (isDriveStaff(viewer) && folder.createdBy === viewer.id);

/** Upload into a folder the viewer already sees. */
export const canUploadTo = (viewer: DriveViewer, folder: Pick<FolderRules, 'volunteerUploads'>) =>
  isDriveStaff(viewer) || folder.volunteerUploads;

export const canDeleteDocument = (viewer: DriveViewer, document: { uploadedBy: number }) =>
  isDriveAdmin(viewer) || document.uploadedBy === viewer.id;

/** Whether the levels a rights dialog offers keep the folder visible to the one setting them. */
export const levelKeepsViewer = (
  viewer: DriveViewer,
  rights: Pick<FolderRules, 'accessLevel' | 'allowedUserIds' | 'createdBy'>,
) => levelAllowsViewer(viewer, rights);

/** Shown inline by a browser (PDF and images); everything else is downloaded even when viewed. */
export const INLINE_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const isShownInline = (contentType: string) => INLINE_CONTENT_TYPES.includes(contentType);
