/** Used share of the quota in percent, for the storage bar (at least a sliver once anything is stored). */
export function usedPercent(used: number, quota: number): number {
  if (quota <= 0 || used <= 0) return 0;
  return Math.max(0.1, Math.min(100, Math.round((used / quota) * 1000) / 10));
}
