import { BACKUP_CONTENT_TYPES } from '../../../shared/schemas/backup';
import { isEncryptedBackup } from './encryption';

/**
 * The two restore file types file-type cannot recognise: a backup's JSON (text whose first
 * character is `{`) and an encrypted backup (its own header). Only the restore purpose accepts them.
 */
export function backupFileType(declaredType: string, start: Uint8Array): { mime: string } | undefined {
  if (declaredType === BACKUP_CONTENT_TYPES.encrypted && isEncryptedBackup(start))
    return { mime: BACKUP_CONTENT_TYPES.encrypted };
  if (declaredType !== BACKUP_CONTENT_TYPES.json) return undefined;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(start.subarray(0, 64)).trimStart();
  return text.startsWith('{') ? { mime: BACKUP_CONTENT_TYPES.json } : undefined;
}
