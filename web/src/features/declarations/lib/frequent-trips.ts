import type { Declaration } from '../../../../../shared/schemas/declarations';

/** A trip the volunteer made before: its from–to label and kilometres. */
export type FrequentTrip = { label: string; kilometers: string; count: number; lastDate: string };

/** How many of the volunteer's own last declarations are read for their frequent trips. */
export const FREQUENT_TRIPS_SOURCE_LIMIT = 100;
export const FREQUENT_TRIPS_SHOWN = 4;

/**
 * The trips a user declared most often (then most recently) among their own declarations: mileage
 * claims grouped by their label (description, trimmed, case-insensitive) and kilometres. A reviewer
 * sees others' declarations in the list too; only `userId`'s own count.
 */
export function frequentTrips(
  declarations: readonly Declaration[],
  userId: number,
  limit = FREQUENT_TRIPS_SHOWN,
): FrequentTrip[] {
  const trips = new Map<string, FrequentTrip>();
  for (const declaration of declarations) {
    if (declaration.userId !== userId || declaration.type !== 'mileage' || declaration.kilometers === null)
      continue;
    const label = declaration.description.trim();
    const kilometers = String(declaration.kilometers);
    const key = `${label.toLocaleLowerCase('nl-BE')}\n${kilometers}`;
    const known = trips.get(key);
    if (!known) trips.set(key, { label, kilometers, count: 1, lastDate: declaration.date });
    else {
      known.count += 1;
      if (declaration.date > known.lastDate) known.lastDate = declaration.date;
    }
  }
  return [...trips.values()]
    .sort(
      (a, b) => b.count - a.count || b.lastDate.localeCompare(a.lastDate) || a.label.localeCompare(b.label),
    )
    .slice(0, limit);
}
