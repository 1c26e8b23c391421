import type { SettingsStatistics } from '../../../shared/schemas/settings';
import { getUsage } from '../../repositories/drive';
import { countLinks } from '../../repositories/external-links';
import { readStatistics } from '../../repositories/statistics';

/** The settings screen's statistics, from counters kept on write: a few reads by key, whatever the data. */
export async function settingsStatistics(now: Date): Promise<SettingsStatistics> {
  const [statistics, usage, externalLinks] = await Promise.all([
    readStatistics(now),
    getUsage(),
    countLinks(),
  ]);
  return {
    users: statistics.totals.users,
    families: statistics.totals.families,
    declarations: statistics.totals.declarations,
    externalLinks,
    storageUsedBytes: usage.usedBytes,
    documents: usage.documentCount,
    mailsSentThisMonth: Math.max(0, statistics.thisMonth.mailsSent),
  };
}
