import type { TableName } from './tables';

/**
 * The tables a backup holds, whole. Sessions and idempotency claims are left out on purpose (they
 * are short-lived and hold secrets); the backups table holds the backup jobs themselves.
 */
export const BACKUP_SOURCE_TABLES = [
  'users',
  'families',
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
