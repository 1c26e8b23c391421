import { activityAppearance } from '../../../shared/activity';
import { displayName } from '../../../shared/format/names';
import type { RecentActivity } from '../../../shared/schemas/dashboard';
import { type ActivityRecord, listActivityPage } from '../../repositories/activity';
import { getFamiliesByIds } from '../../repositories/family-names';
import { getUsersByIds } from '../../repositories/lookups';

/** The subject type families' services record (recordActivity's `subject.type`). */
const FAMILY_SUBJECT = 'family';

const familyIdOf = (record: ActivityRecord) =>
  record.subjectType === FAMILY_SUBJECT && record.subjectId !== null ? Number(record.subjectId) : null;

const isId = (value: number | null): value is number => value !== null && Number.isSafeInteger(value);

/**
 * The dashboard's feed, newest first. Names are looked up when the page is read rather than copied
 * into the entry, so a renamed volunteer shows their current name and a removed user or family shows
 * none: two batch reads per page, whatever its size.
 */
export async function listRecentActivities(
  query: { cursor?: string | undefined; limit: number },
  now: Date,
): Promise<{ items: RecentActivity[]; nextCursor: string | null }> {
  const page = await listActivityPage('feed', query, now);

  const [users, families] = await Promise.all([
    getUsersByIds(page.records.map((record) => record.actorId).filter(isId)),
    getFamiliesByIds(page.records.map(familyIdOf).filter(isId)),
  ]);

  const items = page.records.map((record): RecentActivity => {
    const actor = record.actorId === null ? undefined : users.get(record.actorId);
    const familyId = familyIdOf(record);
    const family = familyId === null ? undefined : families.get(familyId);
    return {
      id: record.id,
      user: actor ? displayName(actor) : null,
      family: family?.parentName ?? null,
      message: record.message,
      timestamp: record.createdAt,
      ...activityAppearance(record.kind),
    };
  });
  return { items, nextCursor: page.nextCursor };
}
