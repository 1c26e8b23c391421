import {
  backupDownloadSchema,
  backupJobParams,
  backupJobSchema,
  backupPageSchema,
  jobStartedResponse,
  listBackupsQuery,
  restoreBody,
  restoreJobSchema,
  startBackupBody,
} from '../schemas/backup';
import type { TableName } from '../tables';
import { defineRoute, type RouteUses } from './define';

/** Backup and restore jobs live in the backups table; the work itself is done by the workers. */
const JOBS: readonly TableName[] = ['backups'];

/**
 * A dry run and a restore start the same restore job (in another mode): the upload's record, the
 * uploaded file, the job record, and the passphrase handed over encrypted.
 */
const RESTORE_JOB_USES: RouteUses = {
  tables: ['documents'],
  writes: [...JOBS],
  buckets: ['files'],
  enqueues: ['restore'],
  encryptionKey: true,
};

/** Backup and restore (spec §2, §3, §4, §5; issue 21): admin only. */
export const backupRoutes = {
  start: defineRoute({
    id: 'backup-start',
    area: 'backup',
    method: 'POST',
    path: '/api/backup',
    access: 'administer',
    summary:
      'Starts a backup of every entity (optionally with the stored files as a zip, optionally encrypted); answers the job to follow.',
    body: startBackupBody,
    response: jobStartedResponse,
    successStatus: 202,
    uses: { writes: [...JOBS, 'audit'], enqueues: ['backup'], encryptionKey: true },
  }),
  get: defineRoute({
    id: 'backup-get',
    area: 'backup',
    method: 'GET',
    path: '/api/backup/{id}',
    access: 'administer',
    summary: 'Progress of a backup job (done of total), its file name and size once done.',
    params: backupJobParams,
    response: backupJobSchema,
    uses: { tables: JOBS },
  }),
  download: defineRoute({
    id: 'backup-download',
    area: 'backup',
    method: 'POST',
    path: '/api/backup/{id}/download',
    access: 'administer',
    summary:
      'A short-lived download link for a finished backup; each link handed out is an audit entry (backup-downloaded), since the file holds every record.',
    params: backupJobParams,
    response: backupDownloadSchema,
    uses: { tables: JOBS, writes: ['audit'], buckets: ['backups'] },
  }),
  list: defineRoute({
    id: 'backups-list',
    area: 'backup',
    method: 'GET',
    path: '/api/backups',
    access: 'administer',
    summary: 'Recent backups (made by hand and daily), newest first, paged; kept 30 days.',
    query: listBackupsQuery,
    response: backupPageSchema,
    uses: { tables: JOBS },
  }),
  validate: defineRoute({
    id: 'restore-validate',
    area: 'backup',
    method: 'POST',
    path: '/api/restore/validate',
    access: 'administer',
    summary:
      'Starts a dry run of a restore on an uploaded file: every record checked, per entity what would be added, changed or left alone, and every problem; writes no data.',
    body: restoreBody,
    response: jobStartedResponse,
    successStatus: 202,
    uses: RESTORE_JOB_USES,
  }),
  restore: defineRoute({
    id: 'restore-start',
    area: 'backup',
    method: 'POST',
    path: '/api/restore',
    access: 'administer',
    summary:
      'Restores an uploaded backup in the background: validates it again, then upserts every record by id and puts the files back.',
    body: restoreBody,
    response: jobStartedResponse,
    successStatus: 202,
    uses: RESTORE_JOB_USES,
  }),
  getRestore: defineRoute({
    id: 'restore-get',
    area: 'backup',
    method: 'GET',
    path: '/api/restore/{id}',
    access: 'administer',
    summary: 'Progress of a validate or restore job and, once done, its dry run or result.',
    params: backupJobParams,
    response: restoreJobSchema,
    uses: { tables: JOBS },
  }),
};
