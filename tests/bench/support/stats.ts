/** Nearest-rank percentile (p in 0–100) of unsorted samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

/** Milliseconds since `start` (a `performance.now()` reading). */
export const elapsedMs = (start: number) => performance.now() - start;
