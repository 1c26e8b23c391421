import { describe, expect, it } from 'vitest';
import {
  canCreateFolder,
  canDeleteDocument,
  canManageFolder,
  canSeeFolderPath,
  canUploadTo,
  isShownInline,
  levelAllowsViewer,
} from '../../shared/policies/drive';
import type { DriveAccessLevel } from '../../shared/schemas/drive';

const user = (id: number, role = 'vrijwilliger') => ({ id, role });
const folder = (
  accessLevel: DriveAccessLevel,
  extra: Partial<{ allowedUserIds: number[]; createdBy: number; volunteerUploads: boolean }> = {},
) => ({
  accessLevel,
  allowedUserIds: [],
  createdBy: 1,
  volunteerUploads: false,
  ...extra,
});

describe('who sees a drive folder', () => {
  it.each([
    ['public', ['admin', 'coordinator', 'bestuurslid', 'vrijwilliger', 'huiswerkbegeleider']],
    ['volunteer', ['admin', 'coordinator', 'bestuurslid', 'vrijwilliger', 'huiswerkbegeleider']],
    ['coordinator', ['admin', 'coordinator']],
    ['admin', ['admin']],
  ] as const)('level %s is for %j', (level, roles) => {
    for (const role of ['admin', 'coordinator', 'bestuurslid', 'vrijwilliger', 'huiswerkbegeleider'])
      expect(levelAllowsViewer(user(5, role), folder(level))).toBe(
        (roles as readonly string[]).includes(role),
      );
  });

  it('shows a specific folder to the listed users and admins only, whatever their role', () => {
    const specific = folder('specific', { allowedUserIds: [7] });
    expect(levelAllowsViewer(user(7), specific)).toBe(true);
    expect(levelAllowsViewer(user(8, 'coordinator'), specific)).toBe(false);
    expect(levelAllowsViewer(user(9, 'admin'), specific)).toBe(true);
  });

  it('keeps a specific folder visible to the coordinator who made it for someone else', () => {
    const shared = folder('specific', { allowedUserIds: [7], createdBy: 3 });
    expect(levelAllowsViewer(user(3, 'coordinator'), shared)).toBe(true);
    expect(levelAllowsViewer(user(4, 'coordinator'), shared)).toBe(false);
  });

  it('inherits nothing silently: a public folder below an admin folder is hidden from a volunteer', () => {
    expect(canSeeFolderPath(user(5), [folder('admin'), folder('public')])).toBe(false);
    expect(canSeeFolderPath(user(5), [folder('volunteer'), folder('public')])).toBe(true);
    expect(canSeeFolderPath(user(5, 'admin'), [folder('admin'), folder('specific')])).toBe(true);
  });
});

describe('what one may do in the drive', () => {
  it('lets admins and coordinators create folders, not volunteers or board members', () => {
    expect(canCreateFolder(user(1, 'admin'))).toBe(true);
    expect(canCreateFolder(user(1, 'coördinator'))).toBe(true);
    expect(canCreateFolder(user(1, 'bestuurslid'))).toBe(false);
    expect(canCreateFolder(user(1))).toBe(false);
  });

  it('lets an admin or the creating coordinator manage a folder', () => {
    const created = folder('coordinator', { createdBy: 3 });
    expect(canManageFolder(user(3, 'coordinator'), created)).toBe(true);
    expect(canManageFolder(user(4, 'coordinator'), created)).toBe(false);
    expect(canManageFolder(user(9, 'admin'), created)).toBe(true);
    // A volunteer who somehow created it (a former coordinator) no longer manages it.
    expect(canManageFolder(user(3), created)).toBe(false);
  });

  it('lets volunteers upload only where the folder allows uploads by volunteers', () => {
    expect(canUploadTo(user(5), folder('public'))).toBe(false);
    expect(canUploadTo(user(5), folder('public', { volunteerUploads: true }))).toBe(true);
    expect(canUploadTo(user(5, 'coordinator'), folder('public'))).toBe(true);
  });

  it('lets an admin or the uploader delete a document', () => {
    expect(canDeleteDocument(user(5), { uploadedBy: 5 })).toBe(true);
    expect(canDeleteDocument(user(6, 'coordinator'), { uploadedBy: 5 })).toBe(false);
    expect(canDeleteDocument(user(9, 'admin'), { uploadedBy: 5 })).toBe(true);
  });

  it('shows PDFs and images inline and downloads everything else', () => {
    expect(isShownInline('application/pdf')).toBe(true);
    expect(isShownInline('image/png')).toBe(true);
    expect(isShownInline('application/zip')).toBe(false);
    expect(isShownInline('text/plain')).toBe(false);
  });
});
