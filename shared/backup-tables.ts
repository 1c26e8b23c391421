import type { TableName } from './tables';

/**
 * The tables a backup holds, whole. Sessions and idempotency claims are left out on purpose (they
 * are short-lived and hold secrets); the backups table holds the backup jobs themselves.
 */
export const BACKUP_SOURCE_TABLES = [
  'users',
  'families',
  'sessionlogs',
  'declarations',
  'mail',
  'calendar',
  'news',
  'documents',
  'signatures',
  'accounting',
  'settings',
  'statistics',
  'notifications',
  'activity',
  'audit',
] as const satisfies readonly TableName[];

/**
 * The tables a backup leaves out on purpose, each with why. Every table of shared/tables.ts is in
 * exactly one of the two lists (tests/unit/backup-tables.test.ts), so a new table is never left out
 * of the backups without a decision.
 */
export const BACKUP_LEFT_OUT_TABLES = {
  sessions: 'short-lived: sessions, invitation and reset tokens and rate-limit windows, which hold secrets',
  idempotency: 'short-lived: the stored answers of recent creates (personal data), kept to recognise a retry',
  backups: 'the backup and restore jobs themselves, expiring with their files',
} as const satisfies Partial<Record<TableName, string>>;
