import { describe, expect, it } from 'vitest';
import { BACKUP_LEFT_OUT_TABLES, BACKUP_SOURCE_TABLES } from '../../shared/backup-tables';
import { TABLE_NAMES } from '../../shared/tables';

describe('the backup catalogue', () => {
  it('holds every table or names it as left out on purpose, never both and never neither', () => {
    // Prepare
    const backedUp = new Set<string>(BACKUP_SOURCE_TABLES);
    const leftOut = new Set<string>(Object.keys(BACKUP_LEFT_OUT_TABLES));

    // Act
    const undecided = TABLE_NAMES.filter((table) => !backedUp.has(table) && !leftOut.has(table));
    const both = TABLE_NAMES.filter((table) => backedUp.has(table) && leftOut.has(table));

    // Assess
    expect(undecided).toEqual([]);
    expect(both).toEqual([]);
  });

  it('names only tables that exist, each once', () => {
    const named = [...BACKUP_SOURCE_TABLES, ...Object.keys(BACKUP_LEFT_OUT_TABLES)];

    expect(named.filter((table) => !(TABLE_NAMES as string[]).includes(table))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });
});
