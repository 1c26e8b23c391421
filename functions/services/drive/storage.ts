import { DEFAULT_DRIVE_QUOTA_BYTES } from '../../../shared/schemas/drive';
import { getUsage } from '../../repositories/drive';

/** The drive's quota: DRIVE_QUOTA_BYTES when the deployment sets it, else 10 GB (spec §9). */
export const driveQuotaBytes = (() => {
  const configured = Number(process.env.DRIVE_QUOTA_BYTES);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_DRIVE_QUOTA_BYTES;
})();

/** Used bytes and documents against the quota: counters kept on every write, read in one Get. */
export async function driveStorage() {
  const usage = await getUsage();
  return { ...usage, quotaBytes: driveQuotaBytes };
}
