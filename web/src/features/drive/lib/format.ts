const NUMBER = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 });
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 2048 → '2 KB', 10485760 → '10 MB' (binary steps, as file managers show them). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${NUMBER.format(value)} ${UNITS[unit]}`;
}

/** Used share of the quota in percent, for the storage bar (at least a sliver once anything is stored). */
export function usedPercent(used: number, quota: number): number {
  if (quota <= 0 || used <= 0) return 0;
  return Math.max(0.1, Math.min(100, Math.round((used / quota) * 1000) / 10));
}
