import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB_SRC = fileURLToPath(new URL('../../web/src', import.meta.url));
const FEATURES = join(WEB_SRC, 'features');

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
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
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
