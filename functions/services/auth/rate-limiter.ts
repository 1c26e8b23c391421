import { incrementCount, readCounts } from '../../repositories/rate-limits';

export type RateLimiter = {
  /** True when any of the keys has used up its allowance in the current window. */
  isLimited(keys: string[], now: Date): Promise<boolean>;
  /** Counts one attempt against every key. */
  record(keys: string[], now: Date): Promise<void>;
  windowSeconds: number;
};

/**
 * Fixed windows: simple and one write per attempt. A burst straddling two windows may get up to
 * twice the limit, which is acceptable for slowing down password guessing.
 */
export function createRateLimiter(name: string, limit: number, windowMs: number): RateLimiter {
  const windowStart = (now: Date) => Math.floor(now.getTime() / windowMs) * windowMs;
  const bucket = (key: string) => `${name}#${key}`;
  return {
    windowSeconds: Math.ceil(windowMs / 1000),
    async isLimited(keys, now) {
      const counts = await readCounts(keys.map(bucket), windowStart(now));
      return [...counts.values()].some((count) => count >= limit);
    },
    async record(keys, now) {
      const start = windowStart(now);
      const expiresAt = new Date(start + 2 * windowMs);
      await Promise.all(keys.map((key) => incrementCount(bucket(key), start, expiresAt)));
    },
  };
}
