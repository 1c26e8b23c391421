import { replaceFigureItems } from '../../repositories/session-logs';
import type { Item } from '../../repositories/table';
import { type CountedSession, figureChanges } from './session-figures';

const FIGURES_PREFIX = 'FIGURES#';
const keyOf = (pk: string, sk: string) => `${pk}\u0000${sk}`;

const isSession = (item: Item) => String(item.pk).startsWith('LOG#') && item.sk === 'LOG';

const countedOf = (item: Item): CountedSession => ({
  familyId: Number(item.familyId),
  date: String(item.date),
  durationMinutes: Number(item.durationMinutes),
  kind: item.kind as CountedSession['kind'],
  volunteerIds: (item.volunteerIds as number[] | undefined) ?? [],
  familyAbsent: item.familyAbsent === true,
  school: typeof item.school === 'string' ? item.school : null,
});

/** The numeric attributes of a bucket (its counters), zeros left out. */
function countersOf(item: Item): Record<string, number> {
  const counters: Record<string, number> = {};
  for (const [name, value] of Object.entries(item))
    if (typeof value === 'number' && value !== 0) counters[name] = value;
  return counters;
}

const sameCounters = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => b[name] === value);

/**
 * After a restore, the session figures kept on write (the monthly buckets of the association, each
 * school, volunteer and family) are counted again from the sessions now stored, with the same rule
 * as on write (session-figures.ts), instead of taken from the file: a file whose buckets disagree
 * with its sessions, or a restore that keeps sessions the file does not hold, leaves the report equal
 * to a recount. `pages` is every item of the sessionlogs table; only what differs is written.
 * Answers the number of buckets written or deleted.
 */
export async function recountSessionFigures(pages: AsyncIterable<readonly Item[]>): Promise<number> {
  const wanted = new Map<string, Item>();
  const stored = new Map<string, Item>();
  for await (const page of pages)
    for (const item of page) {
      const pk = String(item.pk);
      const sk = String(item.sk);
      if (pk.startsWith(FIGURES_PREFIX)) stored.set(keyOf(pk, sk), item);
      if (!isSession(item)) continue;
      for (const change of figureChanges(null, countedOf(item))) {
        const key = keyOf(change.pk, change.sk);
        const bucket = wanted.get(key) ?? { pk: change.pk, sk: change.sk };
        for (const [name, value] of Object.entries(change.add))
          bucket[name] = (Number(bucket[name]) || 0) + value;
        wanted.set(key, bucket);
      }
    }
  const puts: Item[] = [];
  for (const [key, bucket] of wanted) {
    const have = stored.get(key);
    if (!have || !sameCounters(countersOf(have), countersOf(bucket)))
      puts.push({ pk: bucket.pk, sk: bucket.sk, ...countersOf(bucket) });
  }
  const deletes = [...stored]
    .filter(([key, item]) => !wanted.has(key) && Object.keys(countersOf(item)).length > 0)
    .map(([, item]) => ({ pk: String(item.pk), sk: String(item.sk) }));
  await replaceFigureItems(puts, deletes);
  return puts.length + deletes.length;
}
