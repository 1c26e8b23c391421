import { describe, expect, it } from 'vitest';
import { type CursorScope, decodeCursor, encodeCursor } from '../../functions/repositories/cursor';

const allFamilies: CursorScope = { table: 'families', index: 'byCreatedAt', partition: 'FAMILIES' };
const family = {
  pk: 'FAMILY#7',
  sk: 'FAMILY',
  gsi1pk: 'FAMILIES',
  gsi1sk: '2026-03-01T10:00:00.000Z#0000000007',
  gsi2pk: 'STATUS#actief',
  gsi2sk: '2026-03-01T10:00:00.000Z#0000000007',
  parentName: 'Fatima El Amrani',
  notes: 'Vertrouwelijk',
};
const encodeJson = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('opaque list cursors', () => {
  it('carries only the key of the table and the index, and decodes back to it', () => {
    const cursor = encodeCursor(allFamilies, family);

    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(allFamilies, cursor)).toEqual({
      pk: 'FAMILY#7',
      sk: 'FAMILY',
      gsi1pk: 'FAMILIES',
      gsi1sk: '2026-03-01T10:00:00.000Z#0000000007',
    });
    expect(Buffer.from(cursor, 'base64url').toString('utf8')).not.toContain('Fatima');
  });

  it('uses the table keys alone for a query without an index', () => {
    const feed: CursorScope = { table: 'activity', partition: 'STREAM#feed' };
    const entry = { pk: 'STREAM#feed', sk: '2026-03-01T10:00:00.000Z#abc', message: 'Gezin bijgewerkt' };

    expect(decodeCursor(feed, encodeCursor(feed, entry))).toEqual({ pk: entry.pk, sk: entry.sk });
  });

  it('refuses a cursor of another partition, so one list cannot resume inside another', () => {
    const cursor = encodeCursor(
      { table: 'families', index: 'byAssignee', partition: 'ASSIGNEE#3' },
      { ...family, gsi3pk: 'ASSIGNEE#3', gsi3sk: family.gsi1sk },
    );

    expect(
      decodeCursor({ table: 'families', index: 'byAssignee', partition: 'ASSIGNEE#4' }, cursor),
    ).toBeNull();
    expect(decodeCursor(allFamilies, cursor)).toBeNull();
  });

  it.each([
    ['not base64url', 'niet+geldig/'],
    ['not JSON', Buffer.from('{pk:', 'utf8').toString('base64url')],
    ['an array', encodeJson(['FAMILY#7'])],
    ['JSON null', encodeJson(null)],
    ['a missing key attribute', encodeJson({ pk: 'FAMILY#7', sk: 'FAMILY', gsi1pk: 'FAMILIES' })],
    [
      'an extra attribute',
      encodeJson({ pk: 'FAMILY#7', sk: 'FAMILY', gsi1pk: 'FAMILIES', gsi1sk: 'x', notes: 'y' }),
    ],
    [
      'a number where a string belongs',
      encodeJson({ pk: 'FAMILY#7', sk: 'FAMILY', gsi1pk: 'FAMILIES', gsi1sk: 1 }),
    ],
    ['an empty value', encodeJson({ pk: '', sk: 'FAMILY', gsi1pk: 'FAMILIES', gsi1sk: 'x' })],
    [
      'an oversized value',
      encodeJson({ pk: 'F'.repeat(2000), sk: 'FAMILY', gsi1pk: 'FAMILIES', gsi1sk: 'x' }),
    ],
  ])('refuses %s', (_, cursor) => {
    expect(decodeCursor(allFamilies, cursor)).toBeNull();
  });
});
