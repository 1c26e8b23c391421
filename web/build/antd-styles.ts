import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * antd's static stylesheet split by component, so a chunk brings the CSS of the antd components it
 * holds and no other (issue 35). antd's zero-runtime mode takes its CSS from antd/dist/antd.css: a
 * megabyte of CSS for all 70 components, which a phone parsed, and matched against every element of
 * every screen, on the first signed-in view. antd builds that file with
 * @ant-design/static-style-extract, rendering every component inside its CSS-in-JS cache; this
 * plugin does the same at build time, keeps the cache and hands out each entry to the antd module
 * that registers it (the component's `style` module, imported whenever the component is). Vite then
 * puts that CSS in the chunk of the component, and a lazy screen loads its antd CSS with its code.
 *
 * What no component registers (the icons' styles, antd's shared reset, the default tokens) and the
 * components the shell draws on every screen stay in antd-static.css. The dev server and the
 * component tests keep the whole antd.css.
 */

/** One style registration: `genStyleHooks('Button')` is Button/Button, `genStyleHooks(['Input', 'Search'])` Input/Search. */
type StyleName = { component: string; part: string };

export type AntdStyles = {
  /** What nobody registers and the shell's components (SHELL_STYLE_DIRS), for antd-static.css. */
  base: string;
  /** Per style module (absolute path of antd/es/.../style/*.js), the CSS its registrations produce. */
  byModule: Map<string, string>;
};

const REGISTRATION = /gen(?:StyleHooks|SubStyleComponent|ComponentStyleHook)\(\s*(\[[^\]]*\]|'[^']*')/g;
const VIRTUAL_PREFIX = 'virtual:antd-styles/';
const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}$/;
const STATIC_STYLESHEET = /[\\/]web[\\/]src[\\/]app[\\/]antd-static\.css$/;
const require = createRequire(import.meta.url);

/** The antd modules that register styles, with what each registers (read from antd's own sources). */
export async function readStyleRegistrations(antdEsDir: string): Promise<Map<string, StyleName[]>> {
  const registrations = new Map<string, StyleName[]>();
  const files = (await readdir(antdEsDir, { recursive: true })).filter(
    (file) => file.endsWith('.js') && (file.includes(`${sep}style${sep}`) || file.endsWith(`${sep}style.js`)),
  );
  for (const file of files) {
    const path = join(antdEsDir, file);
    const source = await readFile(path, 'utf8');
    const names = [...source.matchAll(REGISTRATION)].map((match) => {
      const [component = '', part = component] = (match[1] ?? '').replace(/[[\]'\s]/g, '').split(',');
      return { component, part };
    });
    if (names.length > 0) registrations.set(path, names);
  }
  return registrations;
}

/** Renders every antd component once, as antd's own build of antd.css does, and splits the CSS. */
export async function extractAntdStyles(): Promise<AntdStyles> {
  const antdEsDir = join(dirname(require.resolve('antd/package.json')), 'es');
  const registrations = await readStyleRegistrations(antdEsDir);
  // The CommonJS builds, so the cache and antd's style hooks are the same module instances as the
  // extractor's.
  const { createElement } = require('react') as typeof import('react');
  const { extractStyle: renderAll } =
    require('@ant-design/static-style-extract') as typeof import('@ant-design/static-style-extract');
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const { ConfigProvider } = require('antd') as typeof import('antd');

  const cache = cssinjs.createCache();
  renderAll((node) =>
    createElement(
      cssinjs.StyleProvider,
      { cache },
      createElement(ConfigProvider, { theme: { hashed: false } }, node),
    ),
  );

  const keysByGroup = new Map<string, string[]>();
  for (const key of cache.cache.keys()) {
    const group = groupOf(key);
    keysByGroup.set(group, [...(keysByGroup.get(group) ?? []), key]);
  }
  const cssOf = (keys: string[]) => {
    const part = cssinjs.createCache();
    for (const key of keys) {
      const entry = cache.cache.get(key);
      if (entry) part.cache.set(key, entry);
      part.updateTimes.set(key, cache.updateTimes.get(key) ?? 0);
    }
    return cssinjs.extractStyle(part, true).replace(CACHE_PATH_RULE, '');
  };
  // The last rule of the whole extract names every style it holds. antd's runtime reads it from the
  // page's stylesheets and then injects none of them itself (the icons' styles above all, which it
  // would add unlayered, over antd's layer): it belongs in the part every screen loads.
  const cachePathRule = CACHE_PATH_RULE.exec(cssinjs.extractStyle(cache, true))?.[0] ?? '';

  const claimed = new Set<string>();
  const byModule = new Map<string, string>();
  for (const [path, names] of registrations) {
    if (isShellStyle(relative(antdEsDir, path))) continue;
    const groups = names.flatMap(({ component, part }) => [
      `style:${component}-${part}`,
      `cssVar:${component}`,
    ]);
    const keys = groups.flatMap((group) => keysByGroup.get(group) ?? []);
    for (const group of groups) claimed.add(group);
    if (keys.length > 0) byModule.set(path, cssOf(keys));
  }
  const unclaimed = [...keysByGroup].filter(([group]) => !claimed.has(group)).flatMap(([, keys]) => keys);
  return { base: `${cssOf(unclaimed)}${cachePathRule}`, byModule };
}

/**
 * The antd components of the shell and the first signed-in view (antd-root, app-shell, the dashboard):
 * their rules go in the shared part. They are on every screen anyway, and as separate files they
 * would be named again in every lazy screen's preload list in the entry's script, which grew the
 * first signed-in view (tests/bench/web-size.ts).
 */
const SHELL_STYLE_DIRS = [
  '_util/wave',
  'alert',
  'avatar',
  'badge',
  'button',
  'card',
  'drawer',
  'empty',
  'layout',
  'menu',
  'popover',
  'skeleton',
  'space',
  'spin',
  'tag',
  'tooltip',
  'typography',
] as const;

function isShellStyle(relativePath: string): boolean {
  const path = relativePath.split(sep).join('/');
  return SHELL_STYLE_DIRS.some((dir) => path.startsWith(`${dir}/`));
}

/** `style%%Button-compact%ant-btn%anticon` → style:Button-compact; `cssVar%Button%…` → cssVar:Button. */
function groupOf(key: string): string {
  const [type = '', ...rest] = key.split('%');
  if (type === 'style') return `style:${rest[1] ?? ''}`;
  if (type === 'cssVar') return `cssVar:${rest[0] ?? ''}`;
  return type;
}

/**
 * In a production build: antd-static.css holds only the shared part, and each antd style module
 * imports its own CSS (in antd's cascade layer), which Vite bundles with the chunk that holds it.
 */
export function antdStylesPerComponent(): Plugin {
  let styles: Promise<AntdStyles> | null = null;
  const load = () => {
    styles ??= extractAntdStyles();
    return styles;
  };
  let antdEsDir = '';
  return {
    name: 'vrijwilligersportaal:antd-styles-per-component',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      styles = null;
      antdEsDir = join(dirname(require.resolve('antd/package.json')), 'es');
    },
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) ? id : undefined),
    async load(id) {
      if (STATIC_STYLESHEET.test(id)) return inLayer((await load()).base);
      if (!id.startsWith(VIRTUAL_PREFIX)) return undefined;
      const path = join(antdEsDir, id.slice(VIRTUAL_PREFIX.length).replace(/\.css$/, '.js'));
      const css = (await load()).byModule.get(path);
      if (css === undefined) this.error(`No antd styles for ${id}.`);
      return inLayer(css);
    },
    async transform(code, id) {
      const { byModule } = await load();
      if (!byModule.has(id)) return undefined;
      const virtualId = `${VIRTUAL_PREFIX}${relative(antdEsDir, id).split(sep).join('/').replace(/\.js$/, '.css')}`;
      // At the end, so the module's lines keep their numbers.
      return { code: `${code}\nimport ${JSON.stringify(virtualId)};\n`, map: null };
    },
  };
}

/** Under the portal's own (unlayered) CSS, as antd.css was imported (antd-static.css). */
function inLayer(css: string): string {
  return `@layer antd{${css}}`;
}
