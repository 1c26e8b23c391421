import {
  claimBackoffSlot,
  decrementCount,
  incrementBelow,
  incrementCount,
  readBackoff,
} from '../../repositories/rate-limits';

/** The outcome of asking for one attempt. */
export type Attempt =
  | {
      allowed: true /** Gives the attempt back, e.g. after a successful sign-in. */;
      release(): Promise<void>;
    }
  | { allowed: false /** Until the window ends. */; retryAfterSeconds: number };

export type RateLimiter = {
  /**
   * Counts one attempt against every key first and decides from the counts themselves (one atomic
   * conditional update per key): 40 parallel attempts against a limit of 10 let exactly 10 through.
   * A refused attempt counts against no key.
   */
  consume(keys: string[], now: Date): Promise<Attempt>;
  windowSeconds: number;
};

/**
 * Fixed windows: one conditional write per key and attempt. A burst straddling two windows may get up
 * to twice the limit, which is acceptable for slowing down guessing and floods.
 */
export function createRateLimiter(name: string, limit: number, windowMs: number): RateLimiter {
  const windowStartOf = (now: Date) => Math.floor(now.getTime() / windowMs) * windowMs;
  const bucket = (key: string) => `${name}#${key}`;
  return {
    windowSeconds: Math.ceil(windowMs / 1000),
    async consume(keys, now) {
      const start = windowStartOf(now);
      const expiresAt = new Date(start + 2 * windowMs);
      const counted = await Promise.all(
        keys.map((key) => incrementBelow(bucket(key), start, limit, expiresAt)),
      );
      const giveBack = () =>
        Promise.all(
          keys.filter((_, index) => counted[index]).map((key) => decrementCount(bucket(key), start)),
        );
      if (counted.every(Boolean)) {
        return { allowed: true, release: async () => void (await giveBack()) };
      }
      await giveBack();
      return { allowed: false, retryAfterSeconds: secondsUntil(start + windowMs, now) };
    },
  };
}

const secondsUntil = (moment: number, now: Date) => Math.max(1, Math.ceil((moment - now.getTime()) / 1000));

export type Backoff = {
  /** Null when an attempt may go ahead now (and claims it), else the seconds to wait. */
  wait(key: string, now: Date): Promise<number | null>;
  /** Counts a failed attempt. */
  recordFailure(key: string, now: Date): Promise<void>;
};

/**
 * A slow brake instead of a lock: up to `freeFailures` failures in a window cost nothing; after that
 * one attempt is let through per delay, and the delay doubles with each further failure (from one
 * second up to `maxDelayMs`). Whoever makes the failures can slow an account down but never shut
 * its owner out. The attempt that may go now is claimed with a conditional write, so parallel
 * requests share one slot.
 */
export function createBackoff(
  name: string,
  options: { freeFailures: number; windowMs: number; maxDelayMs: number },
): Backoff {
  const { freeFailures, windowMs, maxDelayMs } = options;
  const windowStartOf = (now: Date) => Math.floor(now.getTime() / windowMs) * windowMs;
  const bucket = (key: string) => `${name}#${key}`;
  const delayAfter = (failures: number) => Math.min(maxDelayMs, 1000 * 2 ** (failures - freeFailures));
  return {
    async wait(key, now) {
      const start = windowStartOf(now);
      const state = await readBackoff(bucket(key), start);
      if (state.count < freeFailures) return null;
      const next = now.getTime() + delayAfter(state.count);
      const claimed = await claimBackoffSlot(
        bucket(key),
        start,
        now.getTime(),
        next,
        new Date(start + 2 * windowMs),
      );
      if (claimed) return null;
      const latest = await readBackoff(bucket(key), start);
      return secondsUntil(Math.max(latest.nextAttemptAt, now.getTime() + 1), now);
    },
    async recordFailure(key, now) {
      const start = windowStartOf(now);
      await incrementCount(bucket(key), start, new Date(start + 2 * windowMs));
    },
  };
}
