import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order `npm test` hands files to its workers, all projects in one queue.
 *
 * Vitest's own order runs project after project (by name), and a project with one file at a time
 * only after every other file. The browser files are spread evenly through the queue here, so that
 * when they may run beside the others they do from the first minute to the last; while their
 * project keeps `fileParallelism: false` (vitest.config.ts says why), Vitest still runs them as a
 * group of their own at the end, in this order.
 *
 * The other files start with the projects whose files run longest (the quality suites: fuzzing
 * alone is four minutes), so no long file starts last and runs on alone. Within a project Vitest's
 * own order holds: failed first, then longest first from its cache of earlier runs, else largest.
 */
const BROWSER_PROJECT = 'e2e';
const PROJECT_ORDER = ['quality', 'infra', 'integration', 'web', 'unit'];

const projectRank = (spec: TestSpecification) => {
  const rank = PROJECT_ORDER.indexOf(spec.project.name);
  return rank === -1 ? PROJECT_ORDER.length : rank;
};

export default class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((spec) => spec.project.name === BROWSER_PROJECT);
    // Array.prototype.sort is stable: Vitest's order holds within a project.
    const rest = sorted
      .filter((spec) => spec.project.name !== BROWSER_PROJECT)
      .sort((a, b) => projectRank(a) - projectRank(b));
    return interleaved(browser, rest);
  }
}

/** Both lists in their own order, merged so that each list's share of the merge so far stays even. */
export function interleaved<T>(first: readonly T[], second: readonly T[]): T[] {
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length || j < second.length) {
    const takeFirst = j >= second.length || (i < first.length && i * second.length <= j * first.length);
    if (takeFirst) merged.push(first[i++] as T);
    else merged.push(second[j++] as T);
  }
  return merged;
}
