import {
  DEFAULT_RETENTION_PERIODS,
  RETENTION_PERIOD_SETTINGS,
  type RetentionEntity,
  type RetentionPeriods,
  storedRetentionYears,
} from '../../../shared/retention';
import { keepRetentionPeriods } from '../../repositories/retention-periods';
import { tableName } from '../../repositories/table';
import { readAllSettings, settingsGeneration } from './settings-reader';

/**
 * The periods in force: each the admin's setting when it is within the setting's bounds (so never
 * below its minimum, even if a stored value predates the check), else the default. Kept for the
 * writers of this container (repositories/retention-periods.ts), so the rows written next get them.
 */
export async function readRetentionPeriods(): Promise<RetentionPeriods> {
  const settings = await readAllSettings();
  const periods = { ...DEFAULT_RETENTION_PERIODS };
  for (const [entity, key] of Object.entries(RETENTION_PERIOD_SETTINGS) as [
    RetentionEntity,
    (typeof RETENTION_PERIOD_SETTINGS)[RetentionEntity],
  ][]) {
    const years = storedRetentionYears(entity, settings.get(key)?.value);
    if (years !== null) periods[entity] = years;
  }
  keepRetentionPeriods(periods);
  return periods;
}

/**
 * How long a container writes with the periods it loaded before it reads them again. A period
 * changes a few times in the life of the association and applies to the rows written from then on,
 * so a few minutes' delay in the other containers costs nothing; the container that saved a setting
 * reads again at once. Longer than the settings reader's own few seconds, so a busy route reads the
 * settings table for its periods once in five minutes, not on every tenth second.
 */
const KEEP_MS = 5 * 60_000;
const loaded = new Map<string, { at: number; generation: number }>();

/** Loads the periods in force for this container's writers, unless it did so recently. */
export async function loadRetentionPeriods(now = Date.now()): Promise<void> {
  const table = tableName('settings');
  const last = loaded.get(table);
  if (last && now - last.at < KEEP_MS && last.generation === settingsGeneration()) return;
  const generation = settingsGeneration();
  await readRetentionPeriods();
  loaded.set(table, { at: now, generation });
}
