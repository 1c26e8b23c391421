import { backupMessages } from '../messages/backup';
import { ROLES, USER_TYPES } from '../permissions';
import * as z from '../zod';
import { isoTimestamp, pageOf, pageQuery } from './common';

const m = backupMessages.backup;

/** The file format version of spec §3 and §9; a restore refuses any other. */
export const BACKUP_VERSION = '1.0';

/**
 * A restore file is uploaded through POST /api/uploads with purpose `restore`. Declare its type from
 * its extension: `.json` → application/json, `.zip` → application/zip, an encrypted backup (`.enc`) →
 * application/octet-stream. The server checks the real bytes on confirm.
 */
export const BACKUP_CONTENT_TYPES = {
  json: 'application/json',
  zip: 'application/zip',
  encrypted: 'application/octet-stream',
} as const;

/** An encryption passphrase; the same rule when making the backup and when restoring it. */
export const backupPassphrase = z
  .string({ error: m.passphraseLength })
  .min(12, { error: m.passphraseLength })
  .max(200, { error: m.passphraseLength });

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Path parameter of a backup or restore job (its uuid; a backup's id is its job id). */
export const backupJobParams = z.strictObject({ id: z.uuid() });

export const startBackupBody = z.strictObject({
  /** "met bestanden": a .zip holding the JSON and every stored file. */
  withFiles: z.boolean().default(false),
  /** "versleuteld": AES-256-GCM with a key derived from this passphrase (scrypt). */
  passphrase: backupPassphrase.optional(),
});
export type StartBackupBody = z.infer<typeof startBackupBody>;

export const jobStartedResponse = z.object({ jobId: z.uuid() });
export type JobStarted = z.infer<typeof jobStartedResponse>;

/** Totals of the file's `metadata`, one per entity (`totalUsers`, `totalFamilies`, …) and `totalFiles`. */
export const backupTotalsSchema = z.record(z.string(), z.number().int().nonnegative());

/** A backup job: its progress while it runs (records done of total), the download once done. */
export const backupJobSchema = z.object({
  jobId: z.uuid(),
  status: z.enum(JOB_STATUSES),
  /** Records (and files) written so far, of `total`; total is 0 until the job has counted. */
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  withFiles: z.boolean(),
  encrypted: z.boolean(),
  /** True for the daily backup made by the schedule. */
  automatic: z.boolean(),
  createdAt: isoTimestamp,
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When the worker took the job from its queue (absent while queued): the job's own time runs from here. */
  startedAt: isoTimestamp.optional(),
  finishedAt: isoTimestamp.nullable(),
  /** Spec §9: organisation name, 'backup', date; .json, .zip, or with .enc appended when encrypted. */
  fileName: z.string().nullable(),
  size: z.number().int().nonnegative().nullable(),
  totals: backupTotalsSchema.nullable(),
  /** The Dutch reason when status is failed. */
  error: z.string().optional(),
});
export type BackupJob = z.infer<typeof backupJobSchema>;

/** Recent backups (manual and daily), newest first; kept 30 days. */
export const listBackupsQuery = z.strictObject({ ...pageQuery({ defaultSize: 20, max: 100 }) });
export const backupPageSchema = pageOf(backupJobSchema);

/** A finished backup's download: a short-lived presigned GET (attachment), handed out once per call and audited. */
export const backupDownloadSchema = z.object({ url: z.string(), fileName: z.string() });
export type BackupDownload = z.infer<typeof backupDownloadSchema>;
export type BackupPage = z.infer<typeof backupPageSchema>;

/** A role change (or a new user with staff rights) the admin accepted: the user and what the file gives them. */
export const acceptedRoleChangeSchema = z.strictObject({
  userId: z.number().int(),
  role: z.enum(ROLES),
  type: z.enum(USER_TYPES).nullable(),
});
export type AcceptedRoleChange = z.infer<typeof acceptedRoleChangeSchema>;

/**
 * Validate (dry run) and restore both start a job on an uploaded, confirmed `restore` file. A restore
 * names the role changes the admin ticked (any other is left out) and, for a file that is not from
 * this installation (no valid MAC), the explicit confirmation; the dry run ignores both.
 */
export const restoreBody = z.strictObject({
  uploadId: z.uuid(),
  passphrase: backupPassphrase.optional(),
  acceptedRoleChanges: z.array(acceptedRoleChangeSchema).max(1000).optional(),
  acceptForeignFile: z.boolean().optional(),
});
export type RestoreBody = z.infer<typeof restoreBody>;

/** Per entity: what a restore would do (dry run) or did (restore). */
export const restoreEntityCountSchema = z.object({
  entity: z.string(),
  added: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
});
export type RestoreEntityCount = z.infer<typeof restoreEntityCountSchema>;

export const restoreProblemSchema = z.object({
  entity: z.string(),
  /** The record's id as the backup names it (a number, uuid or key). */
  id: z.string(),
  message: z.string(),
});
export type RestoreProblem = z.infer<typeof restoreProblemSchema>;

/**
 * A user of the file whose username or e-mail address belongs to another user of this installation:
 * the restore leaves that user out (the other user and its sign-in stay as they are).
 */
export const restoreUserClashSchema = z.object({
  /** The user's id in the file. */
  userId: z.number().int(),
  username: z.string(),
  field: z.enum(['username', 'email']),
  /** The username or e-mail address that is taken. */
  value: z.string(),
  /** The user of this installation it belongs to. */
  otherUserId: z.number().int(),
  message: z.string(),
});
export type RestoreUserClash = z.infer<typeof restoreUserClashSchema>;

/**
 * A user the restore leaves out (see `restoreUserClashSchema`) and what else of theirs the file holds
 * that is left out with them: their declarations, notifications, calendar memberships, read marks,
 * receipts and calendar feed. Activity and audit entries that mention them are restored.
 */
export const restoreSkippedUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** Per entity, the records of this user left out (besides the user's profile and guard items). */
  records: z.array(z.object({ entity: z.string(), count: z.number().int().nonnegative() })),
  message: z.string(),
});
export type RestoreSkippedUser = z.infer<typeof restoreSkippedUserSchema>;

/**
 * A user of the file whose role or type differs from the stored one, or a new user with more rights
 * than a volunteer (shared/policies/restore.ts): listed by name, restored only when accepted.
 */
export const restoreRoleChangeSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** First and last name as the file gives them. */
  name: z.string(),
  /** Role and type as stored here; null for a user new to this installation. */
  before: z.object({ role: z.string(), type: z.string().nullable() }).nullable(),
  after: z.object({ role: z.enum(ROLES), type: z.enum(USER_TYPES).nullable() }),
  /** Restore only: whether the request accepted it (a dry run says false). */
  accepted: z.boolean(),
  message: z.string(),
});
export type RestoreRoleChange = z.infer<typeof restoreRoleChangeSchema>;

export const RESTORE_MODES = ['validate', 'restore'] as const;

/**
 * A validate or restore job. `validate` writes nothing and ends with `entities` and `problems` (the
 * dry run); `restore` validates again, writes nothing when there is any problem, and otherwise ends
 * with what it changed. `problems` lists at most 200; `problemCount` counts them all.
 */
export const restoreJobSchema = z.object({
  jobId: z.uuid(),
  mode: z.enum(RESTORE_MODES),
  status: z.enum(JOB_STATUSES),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  createdAt: isoTimestamp,
  finishedAt: isoTimestamp.nullable(),
  /** exportDate of the file, once read. */
  exportDate: z.string().nullable(),
  entities: z.array(restoreEntityCountSchema),
  problems: z.array(restoreProblemSchema),
  problemCount: z.number().int().nonnegative(),
  /** Rijksregisternummers encrypted with another installation's key: left out. */
  rrnSkipped: z.number().int().nonnegative(),
  /** Users new to this installation: they come back as pending and need an invitation. */
  usersPending: z.number().int().nonnegative(),
  /** Users of the file left out because their username or e-mail belongs to another user here. */
  usersSkipped: z.number().int().nonnegative().default(0),
  /** Why each of them is left out (at most 200). */
  userClashes: z.array(restoreUserClashSchema).default([]),
  /** Each of them with the count of their records left out (at most 200). */
  skippedUsers: z.array(restoreSkippedUserSchema).default([]),
  /** Stored files (receipts, drive documents, signed PDFs) in a zip backup. */
  files: restoreEntityCountSchema.omit({ entity: true }).nullable(),
  /** Every role change and new user with staff rights, by name (at most 200). */
  roleChanges: z.array(restoreRoleChangeSchema).default([]),
  /**
   * Whether the file carries a valid MAC made with this installation's key; false: "niet van deze
   * installatie" (made elsewhere, or edited), restored only with `acceptForeignFile`. Null until read.
   */
  fromThisInstallation: z.boolean().nullable().default(null),
  /** Signed PDFs of the zip that differ from the one stored here: never overwritten, kept as they are. */
  signedKept: z.number().int().nonnegative().default(0),
  error: z.string().optional(),
});
export type RestoreJob = z.infer<typeof restoreJobSchema>;
