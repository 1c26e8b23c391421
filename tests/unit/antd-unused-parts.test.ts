import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UNUSED_ANTD_PARTS } from '../../web/vite.config';

const webSource = fileURLToPath(new URL('../../web/src', import.meta.url));
const antdEs = join(createRequire(import.meta.url).resolve('antd/package.json'), '..', 'es');

/**
 * The JSX prop of each left-out part (`tabList={…}`, `editable`, `editable={…}`; formatted code has no
 * space before a prop's `=`): a screen that passes it would render the build's stand-in.
 */
const PROPS = { 'Card tabList': /\btabList=/, 'Typography editable': /\beditable(=|>|\s*\/>|$)/m } as const;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the antd parts the web build leaves out', () => {
  it('still finds each part where antd imports it, so the build really leaves it out', async () => {
    const importers = {
      'Card tabList': join(antdEs, 'card', 'Card.js'),
      'Typography editable': join(antdEs, 'typography', 'Base', 'index.js'),
    };
    for (const part of UNUSED_ANTD_PARTS) {
      const importer = importers[part.feature];
      expect(part.importer.test(importer), part.feature).toBe(true);
      expect(await readFile(importer, 'utf8'), part.feature).toContain(`from '${part.source}'`);
    }
  });

  it('is used by no screen of the portal', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(webSource)) {
      const text = await readFile(file, 'utf8');
      for (const [feature, prop] of Object.entries(PROPS))
        if (prop.test(text)) offenders.push(`${feature}: ${file}`);
    }
    expect(offenders).toEqual([]);
  });
});
