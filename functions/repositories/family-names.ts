import type * as z from 'zod';
import { familySchema } from '../../shared/schemas/families';
import { familyKey } from './keys/families';
import { batchGetAll, parseItem, tableName } from './table';

/**
 * The parent names for the activity feed, many at once: never the whole record, so notes about a
 * child are not even fetched. Only the families table is touched; its key shape comes from the key
 * builder, not from the aggregate repository.
 */
const FAMILIES = () => tableName('families');

const distinct = (ids: readonly number[]) => [...new Set(ids)];

const familyNameSchema = familySchema.pick({ id: true, parentName: true });
export type FamilyName = z.infer<typeof familyNameSchema>;

// Access pattern: the parent names of a page's families, by key (FAMILY#<id> / FAMILY).
export async function getFamiliesByIds(ids: readonly number[]): Promise<Map<number, FamilyName>> {
  const items = await batchGetAll(FAMILIES(), distinct(ids).map(familyKey), {
    attributes: Object.keys(familyNameSchema.shape),
  });
  return new Map(
    items
      .map((item) => parseItem(familyNameSchema, item, 'family name'))
      .map((family) => [family.id, family]),
  );
}
