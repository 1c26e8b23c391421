import { driveMessages } from '../messages/drive';
import * as z from '../zod';
import { idParam, isoTimestamp, pageOf, pageQuery } from './common';

const m = driveMessages.drive;

/**
 * Drive model B (ARCHITECTURE.md §11): who sees a folder. public (Iedereen) and volunteer
 * (Vrijwilligers) are every signed-in user, coordinator (Coördinatoren) admins and coordinators,
 * admin (Alleen beheerders, the default) admins only, specific the listed users and admins.
 */
export const DRIVE_ACCESS_LEVELS = ['public', 'volunteer', 'coordinator', 'admin', 'specific'] as const;
export type DriveAccessLevel = (typeof DRIVE_ACCESS_LEVELS)[number];
export const DEFAULT_DRIVE_ACCESS_LEVEL: DriveAccessLevel = 'admin';
export const DRIVE_ACCESS_LEVEL_LABELS: Record<DriveAccessLevel, string> = {
  public: 'Iedereen',
  volunteer: 'Vrijwilligers',
  coordinator: 'Coördinatoren',
  admin: 'Alleen beheerders',
  specific: 'Specifieke gebruikers',
};

/** Spec §9 shows 10 GB available: the drive's quota unless DRIVE_QUOTA_BYTES says otherwise. */
export const DEFAULT_DRIVE_QUOTA_BYTES = 10 * 1024 ** 3;
export const MAX_FOLDER_USERS = 100;
/** How deep folders nest: each folder keeps its ancestors' ids, and the breadcrumb is read in one batch. */
export const MAX_FOLDER_DEPTH = 20;

export const folderIdParams = z.strictObject({ id: idParam });
export const documentIdParams = z.strictObject({ id: idParam });
export const jobIdParams = z.strictObject({ id: z.uuid() });

const description = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => value ?? '');

/** Spec §5: 'Mapnaam is verplicht.' after trimming. */
export const folderNameSchema = z
  .string({ error: m.folderNameRequired })
  .trim()
  .min(1, m.folderNameRequired)
  .max(100);

const rightsFields = {
  name: folderNameSchema,
  description,
  accessLevel: z.enum(DRIVE_ACCESS_LEVELS).optional().default(DEFAULT_DRIVE_ACCESS_LEVEL),
  allowedUserIds: z
    .array(idParam)
    .max(MAX_FOLDER_USERS, m.tooManyUsers)
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** Whether users below coordinator who see the folder may also upload into it (issue 17: our decision). */
  volunteerUploads: z.boolean().optional().default(false),
};

const specificNeedsUsers = (body: { accessLevel: DriveAccessLevel; allowedUserIds: number[] }) =>
  body.accessLevel !== 'specific' || body.allowedUserIds.length > 0;
const usersIssue = { message: m.usersRequired, path: ['allowedUserIds'] };

export const createFolderBody = z
  .strictObject({ ...rightsFields, parentId: idParam.nullish().transform((value) => value ?? null) })
  .refine(specificNeedsUsers, usersIssue);
export type CreateFolderBody = z.infer<typeof createFolderBody>;

/** Name, description and the rights (level, users, uploads by volunteers); a folder does not move. */
export const updateFolderBody = z.strictObject(rightsFields).refine(specificNeedsUsers, usersIssue);
export type UpdateFolderBody = z.infer<typeof updateFolderBody>;

export const listFoldersQuery = z.strictObject({
  /** The folder whose children are listed; the top level when absent. */
  parentId: idParam.optional(),
  ...pageQuery({ defaultSize: 100 }),
});

export const folderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  accessLevel: z.enum(DRIVE_ACCESS_LEVELS),
  allowedUserIds: z.array(z.number().int()),
  volunteerUploads: z.boolean(),
  parentId: z.number().int().nullable(),
  /** Documents directly in this folder, and their bytes (kept on write). */
  documentCount: z.number().int(),
  totalBytes: z.number().int(),
  createdBy: z.number().int(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  version: z.number().int(),
  /** What the caller may do here, from shared/policies/drive. */
  canManage: z.boolean(),
  canUpload: z.boolean(),
});
export type Folder = z.infer<typeof folderSchema>;
export const folderPageSchema = pageOf(folderSchema);

export const breadcrumbSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
/**
 * One folder with its breadcrumb (the path from the top level down to and including it) and what a
 * delete would take along: every folder and document below it, counted.
 */
export const folderDetailSchema = z.object({
  folder: folderSchema,
  path: breadcrumbSchema,
  contents: z.object({ folderCount: z.number().int(), documentCount: z.number().int() }),
});
export type FolderDetail = z.infer<typeof folderDetailSchema>;

export const listDocumentsQuery = z.strictObject({
  folderId: idParam,
  ...pageQuery({ defaultSize: 100 }),
});

export const searchDocumentsQuery = z.strictObject({
  q: z.string({ error: m.searchTooShort }).trim().min(2, m.searchTooShort).max(100),
});

export const createDocumentBody = z.strictObject({
  uploadId: z.uuid(),
  folderId: idParam,
  description,
});
export type CreateDocumentBody = z.infer<typeof createDocumentBody>;

export const documentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fileSize: z.number().int(),
  contentType: z.string(),
  uploadedBy: z.number().int(),
  description: z.string(),
  createdAt: isoTimestamp,
  folderId: z.number().int(),
  canDelete: z.boolean(),
});
export type DriveDocument = z.infer<typeof documentSchema>;
export const documentPageSchema = pageOf(documentSchema);
/** A document with the breadcrumb of its folder: what a shared portal link opens. */
export const documentDetailSchema = z.object({ document: documentSchema, path: breadcrumbSchema });
export const documentSearchSchema = z.object({
  items: z.array(z.object({ document: documentSchema, path: breadcrumbSchema })),
});

export const fileLinkSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  /** `inline` when the browser shows it itself (PDF, images), `attachment` otherwise. */
  disposition: z.enum(['inline', 'attachment']),
  contentType: z.string(),
  expiresAt: isoTimestamp,
});
export type FileLink = z.infer<typeof fileLinkSchema>;

export const storageSchema = z.object({
  usedBytes: z.number().int(),
  documentCount: z.number().int(),
  quotaBytes: z.number().int(),
});
export type DriveStorage = z.infer<typeof storageSchema>;

export const DELETE_JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export const deleteJobSchema = z.object({
  id: z.string(),
  folderId: z.number().int(),
  folderName: z.string(),
  status: z.enum(DELETE_JOB_STATUSES),
  foldersTotal: z.number().int(),
  documentsTotal: z.number().int(),
  documentsDeleted: z.number().int(),
  createdAt: isoTimestamp,
  finishedAt: isoTimestamp.nullable(),
});
export type DeleteJob = z.infer<typeof deleteJobSchema>;

export const driveActivitySchema = z.object({
  items: z.array(
    z.object({ id: z.string(), kind: z.string(), message: z.string(), createdAt: isoTimestamp }),
  ),
});
export type DriveActivity = z.infer<typeof driveActivitySchema>;
