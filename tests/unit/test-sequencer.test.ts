import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import config from '../../vitest.config';
import { BROWSER_PROJECT, laneCommands, REST_PROJECTS } from '../lanes';
import InterleavedSequencer, { interleaved } from '../sequencer';

type Spec = {
  project: { name: string; config: { sequence: { groupOrder: number }; isolate: boolean } };
  moduleId: string;
};

const spec = (project: string, file: string): Spec => ({
  project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } },
  moduleId: `/repo/tests/${project}/${file}.test.ts`,
});

/** A Vitest with no cache of earlier runs, as on a clean clone. */
const freshVitest = {
  config: { root: '/repo' },
  cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
} as unknown as Vitest;

describe('npm test orders the files for its workers', () => {
  it('merges two lists keeping each one’s share of every prefix within one file of even', () => {
    const browser = Array.from({ length: 47 }, (_, i) => `b${i}`);
    const rest = Array.from({ length: 171 }, (_, i) => `r${i}`);

    const merged = interleaved(browser, rest);

    expect(merged).toHaveLength(218);
    expect(merged.filter((name) => name.startsWith('b'))).toEqual(browser);
    expect(merged.filter((name) => name.startsWith('r'))).toEqual(rest);
    merged.forEach((_, index) => {
      const browserSoFar = merged.slice(0, index + 1).filter((name) => name.startsWith('b')).length;
      expect(Math.abs(browserSoFar - ((index + 1) * 47) / 218)).toBeLessThanOrEqual(1);
    });
  });

  it('starts a browser file and the quality suites first, and no longer runs the browser files last', async () => {
    const files = [
      spec('unit', 'money'),
      spec('e2e', 'settings'),
      spec('integration', 'users'),
      spec('quality', 'fuzz'),
      spec('e2e', 'agenda'),
      spec('web', 'backup-page'),
      spec('infra', 'bundling'),
      spec('e2e', 'news'),
    ];

    const order = await new InterleavedSequencer(freshVitest).sort(files as unknown as TestSpecification[]);
    const names = order.map((file) => `${file.project.name}/${file.moduleId.split('/').pop()}`);

    expect(names.slice(0, 2)).toEqual(['e2e/settings.test.ts', 'quality/fuzz.test.ts']);
    expect(names.filter((name) => !name.startsWith('e2e/'))).toEqual([
      'quality/fuzz.test.ts',
      'infra/bundling.test.ts',
      'integration/users.test.ts',
      'web/backup-page.test.ts',
      'unit/money.test.ts',
    ]);
    expect(names.at(-1)).not.toMatch(/^e2e\//);
  });

  it('is the run’s sequencer, and browser files run one at a time, two files in all (vitest.config.ts says why)', () => {
    const projects = (config.test?.projects ?? []) as {
      test?: { name?: string; fileParallelism?: boolean };
    }[];
    const browserProject = projects.find((project) => project.test?.name === 'e2e');

    expect(config.test?.sequence?.sequencer).toBe(InterleavedSequencer);
    expect(browserProject?.test?.fileParallelism).toBe(false);
    expect(config.test?.maxWorkers).toBe(2);
  });
});

describe('npm test starts the stand-ins once', () => {
  it('names the global setup once, for the whole run, and in no project', () => {
    const projects = (config.test?.projects ?? []) as { test?: { name?: string; globalSetup?: unknown } }[];

    expect(config.test?.globalSetup).toEqual(['tests/integration/support/global-setup.ts']);
    expect(
      projects.filter((project) => project.test?.globalSetup).map((project) => project.test?.name),
    ).toEqual([]);
  });
});

describe('npm test runs the browser files in a lane of their own beside the rest', () => {
  it('runs every project of the config in exactly one lane, the browser files one at a time', () => {
    const projects = (config.test?.projects ?? []) as {
      test?: { name?: string; fileParallelism?: boolean };
    }[];
    const names = projects.map((project) => project.test?.name);
    const [browser, rest] = laneCommands([], 2);

    expect([...REST_PROJECTS, BROWSER_PROJECT].sort()).toEqual([...names].sort());
    expect(browser?.args).toEqual(['run', '--passWithNoTests', '--project', 'e2e']);
    expect(browser?.niceness).toBe(0);
    expect(rest?.niceness).toBeGreaterThan(0);
    expect(rest?.args.filter((_, index, args) => args[index - 1] === '--project')).toEqual([
      ...REST_PROJECTS,
    ]);
    expect(rest?.args).toContain('--maxWorkers=2');
    expect(projects.find((project) => project.test?.name === BROWSER_PROJECT)?.test?.fileParallelism).toBe(
      false,
    );
  });

  it('hands extra arguments to both lanes, each with its own name in place of {lane}', () => {
    const [browser, rest] = laneCommands(['--reporter=json', '--outputFile=/tmp/run-{lane}.json'], 1);

    expect(browser?.args.slice(-2)).toEqual(['--reporter=json', '--outputFile=/tmp/run-browser.json']);
    expect(rest?.args.slice(-2)).toEqual(['--reporter=json', '--outputFile=/tmp/run-rest.json']);
    expect(rest?.args).toContain('--maxWorkers=1');
  });
});
