import { describe, expect, it } from 'vitest';
import { declarationIndexKeys, declarationKey } from '../../functions/repositories/keys/declarations';
import { familyIndexKeys, familyKey, familyPartitions } from '../../functions/repositories/keys/families';
import { TABLES } from '../../shared/tables';

describe('the families key builder', () => {
  const family = { id: 42, createdAt: '2026-03-01T10:00:00.000Z', guidanceStatus: 'actief' as const };

  it('keys a family by its id and sorts every index newest first, ties broken by a padded id', () => {
    const keys = familyIndexKeys({ ...family, assignedTo: 9 });

    expect(familyKey(42)).toEqual({ pk: 'FAMILY#42', sk: 'FAMILY' });
    expect(keys).toEqual({
      gsi1pk: familyPartitions.all,
      gsi1sk: '2026-03-01T10:00:00.000Z#0000000042',
      gsi2pk: 'STATUS#actief',
      gsi2sk: '2026-03-01T10:00:00.000Z#0000000042',
      gsi3pk: 'ASSIGNEE#9',
      gsi3sk: '2026-03-01T10:00:00.000Z#0000000042',
    });
    expect(familyIndexKeys({ ...family, id: 9, assignedTo: null }).gsi1sk < keys.gsi1sk).toBe(true);
  });

  it('leaves an unassigned family out of the byAssignee index (a sparse index)', () => {
    const keys = familyIndexKeys({ ...family, assignedTo: null });

    expect(keys).not.toHaveProperty('gsi3pk');
    expect(keys).not.toHaveProperty('gsi3sk');
  });

  it('writes exactly the key attributes shared/tables.ts declares for the families indexes', () => {
    const declared = Object.values(TABLES.families.indexes).flatMap((index) => [
      index.partitionKey,
      index.sortKey,
    ]);

    expect(Object.keys(familyIndexKeys({ ...family, assignedTo: 1 })).sort()).toEqual(declared.sort());
  });
});

describe('the declarations key builder', () => {
  it('puts every declaration in the owner, status and all-declarations partitions, newest date first', () => {
    const keys = declarationIndexKeys({ id: 5, date: '2026-02-14', status: 'pending', userId: 3 });
    const declared = Object.values(TABLES.declarations.indexes).flatMap((index) => [
      index.partitionKey,
      index.sortKey,
    ]);

    expect(declarationKey(5)).toEqual({ pk: 'DECLARATION#5', sk: 'DECLARATION' });
    expect(keys).toMatchObject({ gsi1pk: 'OWNER#3', gsi2pk: 'STATUS#pending', gsi3pk: 'DECLARATIONS' });
    expect(keys.gsi3sk).toBe('2026-02-14#0000000005');
    expect(Object.keys(keys).sort()).toEqual(declared.sort());
  });
});
