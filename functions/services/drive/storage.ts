import { DEFAULT_DRIVE_QUOTA_BYTES } from '../../../shared/schemas/drive';
import { getUsage } from '../../repositories/drive';
import { readSetting } from '../settings/settings-reader';

const BYTES_PER_GB = 1024 ** 3;

/**
 * The drive's quota: the `drive_quota_gb` setting an admin chose, else DRIVE_QUOTA_BYTES when the
 * deployment sets it, else 10 GB (spec §9). Read through the cached settings reader.
 */
export async function driveQuotaBytes(): Promise<number> {
  const chosenGb = Number(await readSetting('drive_quota_gb'));
  if (Number.isSafeInteger(chosenGb) && chosenGb > 0) return chosenGb * BYTES_PER_GB;
  const configured = Number(process.env.DRIVE_QUOTA_BYTES);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_DRIVE_QUOTA_BYTES;
}

/** Used bytes and documents against the quota: counters kept on every write, read in one Get. */
export async function driveStorage() {
  const [usage, quotaBytes] = await Promise.all([getUsage(), driveQuotaBytes()]);
  return { ...usage, quotaBytes };
}
