import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB_SRC = join(ROOT, 'web', 'src');
const FEATURES = join(WEB_SRC, 'features');
const SHARED = join(ROOT, 'shared');
const WEB_LIB = join(WEB_SRC, 'lib');

/** Every import and re-export specifier in a module, static or dynamic. */
function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?[^'";]*?\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1]);
  }
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A module without its comments (an import written in a comment is no import). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The specifiers a module needs at run time: type-only imports and re-exports are erased by the compiler. */
function runtimeSpecifiers(source: string): string[] {
  const typeOnly = new Set<string>();
  for (const match of source.matchAll(/\b(?:import|export)\s+type\s+[^'";]*?\s+from\s+['"]([^'"]+)['"]/g))
    if (match[1]) typeOnly.add(match[1]);
  const runtime = withoutComments(source).replace(
    /\b(?:import|export)\s+type\s+[^'";]*?\s+from\s+['"][^'"]+['"]/g,
    '',
  );
  return importSpecifiers(runtime);
}

/** The file a relative specifier names (with or without its extension, or a folder's index), or null. */
function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

const isInside = (directory: string, path: string) => {
  const inside = relative(directory, path);
  return inside !== '' && !inside.startsWith('..');
};

/** Relative imports of `files` that land inside one of `forbidden` (folders). */
function importsInto(files: readonly string[], forbidden: readonly string[]) {
  return files.flatMap((file) =>
    importSpecifiers(withoutComments(readFileSync(file, 'utf8')))
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => forbidden.some((folder) => isInside(folder, resolve(dirname(file), specifier))))
      .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`),
  );
}

/** Cycles of run-time imports between the given modules, each as the chain of files that closes it. */
function importCycles(
  files: readonly string[],
  read = (file: string) => readFileSync(file, 'utf8'),
  resolveTo: (from: string, specifier: string) => string | null = resolveModule,
) {
  const graph = new Map(
    files.map((file) => [
      file,
      runtimeSpecifiers(read(file))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveTo(file, specifier))
        .filter((target): target is string => target !== null),
    ]),
  );
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open')
        cycles.push(
          [...path.slice(path.indexOf(next)), next].map((step) => relative(ROOT, step)).join(' -> '),
        );
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/** The feature folder a path lies in, or null outside web/src/features. */
function featureOf(path: string): string | null {
  const inside = relative(FEATURES, path);
  if (inside.startsWith('..') || inside === '') return null;
  return inside.split(sep)[0] ?? null;
}

/** Imports from one feature into another: CONVENTIONS rule 9, "features don't import features". */
function crossFeatureImports(files: readonly string[], read = (file: string) => readFileSync(file, 'utf8')) {
  return files.flatMap((file) => {
    const feature = featureOf(file);
    return importSpecifiers(read(file))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ file, specifier, target: featureOf(resolve(dirname(file), specifier)) }))
      .filter(({ target }) => target !== null && target !== feature)
      .map(({ file: from, specifier }) => `${relative(WEB_SRC, from)} imports ${specifier}`);
  });
}

describe('feature boundaries', () => {
  it('finds no import from one feature folder into another', () => {
    // Prepare
    const files = sourceFiles(FEATURES);

    // Act
    const violations = crossFeatureImports(files);

    // Assess: shared code belongs in web/src/lib or web/src/components; web/src/app composes features
    expect(files.length).toBeGreaterThan(50);
    expect(violations).toEqual([]);
  });

  it('reports an import of another feature, static or dynamic', () => {
    // Prepare: a families component that reaches into the volunteers feature
    const file = join(FEATURES, 'families', 'components', 'scratch.tsx');
    const source = [
      "import { displayName } from '../../volunteers/lib/labels';",
      "import { useToast } from '../../../lib/toast';",
      "import { FamilyStatusTag } from './family-status-tag';",
      "const page = () => import('../../declarations/pages/declarations-page');",
    ].join('\n');

    // Act
    const violations = crossFeatureImports([file], () => source);

    // Assess
    expect(violations).toEqual([
      'features/families/components/scratch.tsx imports ../../volunteers/lib/labels',
      'features/families/components/scratch.tsx imports ../../declarations/pages/declarations-page',
    ]);
  });
});

describe('layer boundaries', () => {
  it('keeps shared/ free of imports from functions/ and web/', () => {
    const files = sourceFiles(SHARED);

    expect(files.length).toBeGreaterThan(20);
    expect(importsInto(files, [join(ROOT, 'functions'), join(ROOT, 'web')])).toEqual([]);
  });

  it('keeps web/src/lib free of imports from any feature', () => {
    const files = sourceFiles(WEB_LIB);

    expect(files.length).toBeGreaterThan(10);
    expect(importsInto(files, [FEATURES])).toEqual([]);
  });

  it('finds no import cycle in shared/, functions/, web/src or infra/', () => {
    // Prepare
    const files = ['shared', 'functions', join('web', 'src'), 'infra'].flatMap((folder) =>
      sourceFiles(join(ROOT, folder)),
    );

    // Act
    const cycles = importCycles(files);

    // Assess
    expect(files.length).toBeGreaterThan(300);
    expect(cycles).toEqual([]);
  });

  it('reports a cycle of run-time imports, but not one closed only by a type import', () => {
    // Prepare: a -> b -> a at run time; c -> d at run time, d -> c for a type only
    const sources: Record<string, string> = {
      'a.ts': "import { b } from './b';",
      'b.ts': "import { a } from './a';",
      'c.ts': "import { d } from './d';",
      'd.ts': "import type { C } from './c';\n// import { c } from './c';",
    };
    const dir = join(SHARED, '__scratch__');
    const files = Object.keys(sources).map((name) => join(dir, name));
    const read = (file: string) => sources[relative(dir, file)] ?? '';

    // Act
    const cycles = importCycles(files, read, (from, specifier) =>
      join(dirname(from), `${specifier.slice(2)}.ts`),
    );

    // Assess
    expect(cycles).toEqual(['shared/__scratch__/a.ts -> shared/__scratch__/b.ts -> shared/__scratch__/a.ts']);
  });
});
