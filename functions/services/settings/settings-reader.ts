import { SETTING_KEYS, type SettingKey } from '../../../shared/setting-keys';
import { getSettings, type StoredSetting } from '../../repositories/settings';
import { tableName } from '../../repositories/table';

/**
 * The one cached reader of the portal's settings: every setting in one BatchGet, kept for a few
 * seconds per container (per settings table, so test portals in one process never share it). A
 * change made through PUT /api/settings clears it at once in the container that made it; others
 * see it within the TTL.
 */
const TTL_MS = 10_000;

type Snapshot = { at: number; settings: Map<string, StoredSetting> };
const cache = new Map<string, Snapshot>();
/** Counts the writes this container made, so what was derived from the settings knows to read again. */
let generation = 0;
const pending = new Map<string, Promise<Map<string, StoredSetting>>>();

/** Every stored setting (secrets still encrypted). */
export async function readAllSettings(now = Date.now()): Promise<Map<string, StoredSetting>> {
  const table = tableName('settings');
  const cached = cache.get(table);
  if (cached && now - cached.at < TTL_MS) return cached.settings;
  const inFlight = pending.get(table);
  if (inFlight) return inFlight;
  const load = getSettings(SETTING_KEYS)
    .then((settings) => {
      cache.set(table, { at: now, settings });
      return settings;
    })
    .finally(() => pending.delete(table));
  pending.set(table, load);
  return load;
}

/** One setting's stored text, or undefined when it is not set. */
export async function readSetting(settingKey: SettingKey): Promise<string | undefined> {
  return (await readAllSettings()).get(settingKey)?.value;
}

/** Called after a write, so this container reads the new value at once. */
export function forgetCachedSettings(): void {
  cache.clear();
  generation += 1;
}

/** Changes whenever this container wrote a setting (see forgetCachedSettings). */
export const settingsGeneration = () => generation;
