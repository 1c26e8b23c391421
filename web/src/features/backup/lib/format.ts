import { backupEntityLabels } from '../../../../../shared/messages/backup';
import type { RestoreEntityCount } from '../../../../../shared/schemas/backup';
import { BACKUP_CONTENT_TYPES } from '../../../../../shared/schemas/backup';

/** A job's progress in percent; 0 while it has not counted its work yet. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** What the whole restore would add or change, for the confirmation. */
export function sumCounts(entities: readonly RestoreEntityCount[]) {
  return entities.reduce(
    (sum, each) => ({
      added: sum.added + each.added,
      changed: sum.changed + each.changed,
      unchanged: sum.unchanged + each.unchanged,
    }),
    { added: 0, changed: 0, unchanged: 0 },
  );
}

/** An encrypted backup ends in `.enc` (spec §9's name with the extension appended). */
export function isEncryptedFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.enc');
}

/**
 * The type a restore upload declares, from its extension as the contract asks (the server checks the
 * real bytes on confirm); null for a file that is no backup at all.
 */
export function restoreContentType(name: string): string | null {
  const lower = name.toLowerCase();
  if (isEncryptedFileName(lower)) return BACKUP_CONTENT_TYPES.encrypted;
  if (lower.endsWith('.json')) return BACKUP_CONTENT_TYPES.json;
  if (lower.endsWith('.zip')) return BACKUP_CONTENT_TYPES.zip;
  return null;
}

/** An entity's Dutch name ("Gezinnen"); its own key when the screen does not know it. */
export function entityLabel(entity: string): string {
  return backupEntityLabels[entity] ?? entity;
}
