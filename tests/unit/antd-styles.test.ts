import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AntdStyles, extractAntdStyles } from '../../web/build/antd-styles';

const antdRoot = join(createRequire(import.meta.url).resolve('antd/package.json'), '..');
const styleModule = (path: string) => join(antdRoot, 'es', ...path.split('/'));

/** The top-level rules and at-rules of a stylesheet (antd's CSS has no braces inside strings). */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push(css.slice(start, index + 1));
        start = index + 1;
      }
    }
  }
  return blocks;
}

describe("antd's stylesheet split per component for the web build", () => {
  let styles: AntdStyles;
  beforeAll(async () => {
    styles = await extractAntdStyles();
  }, 60_000);

  it("hands out every rule of antd's own antd.css, to the shared part or to the style module that registers it", async () => {
    const whole = await readFile(join(antdRoot, 'dist', 'antd.css'), 'utf8');
    const split = new Set([styles.base, ...styles.byModule.values()].flatMap(topLevelBlocks));
    const missing = topLevelBlocks(whole).filter((block) => !split.has(block));
    expect(missing).toEqual([]);
    // And nothing that antd.css does not have.
    const wholeBlocks = new Set(topLevelBlocks(whole));
    expect([...split].filter((block) => !wholeBlocks.has(block))).toEqual([]);
  });

  it("keeps each component's rules with its own style module, out of the shared part", () => {
    const table = styles.byModule.get(styleModule('table/style/index.js')) ?? '';
    const picker = styles.byModule.get(styleModule('date-picker/style/index.js')) ?? '';
    expect(table).toContain('.ant-table-wrapper');
    expect(table).not.toContain('.ant-picker');
    expect(picker).toContain('.ant-picker{');
    expect(styles.base).not.toContain('.ant-table');
    expect(styles.base).not.toContain('.ant-picker');
  });

  it("shares what every screen draws: the icons, the shell's components and the list of styles present", () => {
    expect(styles.base).toContain('.anticon{');
    expect(styles.base).toContain('.ant-btn{');
    expect(styles.base).toContain('.ant-menu{');
    expect(styles.byModule.has(styleModule('button/style/index.js'))).toBe(false);
    // Without the list, antd's runtime adds the icons' rules again, unlayered, over antd's layer.
    expect(styles.base).toMatch(/\.data-ant-cssinjs-cache-path\{content:"[^"]*\|ant-design-icons\|anticon:/);
  });

  it('leaves most of antd.css to the screens that draw it', async () => {
    const whole = await readFile(join(antdRoot, 'dist', 'antd.css'), 'utf8');
    expect(styles.base.length).toBeLessThan(whole.length / 4);
  });
});
