import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRECACHE_IGNORED } from '../shared/web-app-manifest';
import { antdStylesPerComponent } from './build/antd-styles';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const registryModule = fileURLToPath(new URL('../shared/routes/index.ts', import.meta.url));
const RC_COMPONENT_MODULE = /[\\/]node_modules[\\/]@rc-component[\\/]/;
const ICONS_MODULE = fileURLToPath(new URL('./src/components/icons.tsx', import.meta.url));

export default defineConfig({
  root: webRoot,
  base: '/',
  publicDir: 'public',
  plugins: [
    react(),
    apiRoutesPlugin(),
    installableAppPlugin(),
    withoutUnusedAntdParts(),
    antdStylesPerComponent(),
  ],
  server: {
    fs: {
      // shared/ lives outside the web root.
      allow: [repoRoot],
      // Vite's own defaults, and the local data directory: it holds the field-encryption and sealing
      // keys, which a page (or anyone reaching the dev server) must never fetch through /@fs/.
      deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**'],
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // No <link rel="modulepreload"> for a lazy chunk's imports: inserted all at once, they had the
    // browser compile and then evaluate the whole first signed-in view (antd, the shell, the
    // dashboard) in one long task, the main part of Lighthouse's Total Blocking Time on a phone
    // (issue 35). Each import() now loads its own graph, so evaluation comes in shorter tasks; the
    // chunks a returning user's first view needs still start together (preloadSignedInView).
    modulePreload: false,
    target: 'es2022',
    sourcemap: false,
    // The shared vendor chunk (React, React DOM, antd core) is ~500 kB raw; what counts is the gzip
    // budget per view, which tests/bench/web-size.ts enforces.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // antd's rc-component packages declare no `sideEffects` in their package.json, so an import of
        // one name from a package index keeps the whole index: every tooltip, popover and drawer
        // (antd's ContextIsolator imports NoFormStyle, whose module imports @rc-component/form's index)
        // put rc-form and async-validator in the first signed-in view (~12 KB gzip). Their modules only
        // define components and helpers; nothing registers itself on import. The same holds for our
        // icons module, whose icons are calls the bundler cannot prove pure: declared so, a chunk that
        // takes only the first view's icons (components/shell-icons) does not load all the others.
        moduleSideEffects: (id) => (RC_COMPONENT_MODULE.test(id) || id === ICONS_MODULE ? false : undefined),
      },
      // The public registration form has its own page so sites that frame it load only the form,
      // not the staff app (tests/bench/run.ts keeps it under its budget).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        registration: fileURLToPath(new URL('./registration.html', import.meta.url)),
        // The API reference at /api/docs: Swagger UI loads on this page only.
        apiDocs: fileURLToPath(new URL('./api-docs.html', import.meta.url)),
      },
    },
  },
});

/**
 * The installable app (issue 35): the portal's own service worker (src/sw.ts: Workbox precaching and
 * routing, the update prompt's SKIP_WAITING, Background Sync for drafts). injectManifest writes the
 * build's file list into it, by hashes, so a deploy is a new precache version. /api is never answered
 * from a cache. The page registers the worker itself (lib/pwa), after its first paint, and asks
 * before an update. The manifest is not a build file: index.html links the API's, whose icons follow
 * the association's logo (shared/web-app-manifest.ts).
 */
function installableAppPlugin() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    // The default icons the manifest names when no logo is set, precached with the shell.
    includeAssets: ['favicon.svg', 'icons/*.png'],
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: [...PRECACHE_IGNORED],
    },
  });
}

/**
 * Parts of antd components the portal never uses, which those components import whatever their
 * props: Card's tab list (all of Tabs and its dropdown, ~10 KB gzip on every screen with a card) and
 * Typography's in-place editing (Input and TextArea, ~9 KB gzip wherever text is drawn). The build
 * puts a stand-in in their place that says so if it is ever rendered; tests/unit/antd-unused-parts.test.ts
 * fails when web/src starts using either. Vite's dev server and the component tests keep all of antd.
 */
export const UNUSED_ANTD_PARTS = [
  { importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/, source: '../tabs', feature: 'Card tabList' },
  {
    importer: /[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    source: '../Editable',
    feature: 'Typography editable',
  },
] as const;

function withoutUnusedAntdParts(): Plugin {
  const prefix = '\0antd-unused:';
  return {
    name: 'vrijwilligersportaal:antd-unused-parts',
    apply: 'build',
    // Before Vite's own resolver, which would find the real modules first.
    enforce: 'pre',
    resolveId(source, importer) {
      const part = UNUSED_ANTD_PARTS.find(
        (p) => p.source === source && importer && p.importer.test(importer),
      );
      return part ? `${prefix}${part.feature}` : undefined;
    },
    load(id) {
      if (!id.startsWith(prefix)) return undefined;
      const feature = id.slice(prefix.length);
      return `export default function Unused() { throw new Error(${JSON.stringify(`${feature} is left out of the build (web/vite.config.ts)`)}); }`;
    },
  };
}

type RegistryModule = typeof import('../shared/routes/index');

/**
 * The browser needs only method, path, access and the idempotent flag of each registry entry. Importing the registry
 * itself would ship every zod schema to the login screen, so this plugin serves a data-only copy
 * as `virtual:api-routes`; `src/lib/api/routes.ts` gives it the registry's types.
 */
export function apiRoutesPlugin(): Plugin {
  const virtualId = 'virtual:api-routes';
  const resolvedId = `\0${virtualId}`;
  let tables: Promise<{ table: Record<string, unknown>; dependencies: string[] }> | null = null;
  const readTables = () => {
    tables ??= runnerImport<RegistryModule>(registryModule, { configFile: false, logLevel: 'error' }).then(
      ({ module, dependencies }) => ({ table: browserRouteTable(module.routes), dependencies }),
    );
    return tables;
  };
  return {
    name: 'vrijwilligersportaal:api-routes',
    buildStart() {
      tables = null;
    },
    watchChange() {
      tables = null;
    },
    resolveId: (id) => (id === virtualId || id.startsWith(`${virtualId}/`) ? `\0${id}` : undefined),
    async load(id) {
      if (id !== resolvedId && !id.startsWith(`${resolvedId}/`)) return undefined;
      const { table, dependencies } = await readTables();
      for (const dependency of dependencies) this.addWatchFile(dependency);
      // One module per area, so a page that calls two areas (the embeddable registration form) loads
      // only those two; `virtual:api-routes` puts them together for the staff app.
      if (id !== resolvedId) {
        const area = id.slice(resolvedId.length + 1);
        if (!(area in table)) this.error(`The route registry has no area '${area}'.`);
        return `export default ${JSON.stringify(table[area])};`;
      }
      const areas = Object.keys(table);
      return [
        ...areas.map((area, index) => `import area${index} from '${virtualId}/${area}';`),
        `export const apiRouteTable = { ${areas.map((area, index) => `${JSON.stringify(area)}: area${index}`).join(', ')} };`,
      ].join('\n');
    },
  };
}

function browserRouteTable(routes: RegistryModule['routes']): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(routes).map(([area, entries]) => [
      area,
      Object.fromEntries(
        Object.entries(entries).map(([key, route]) => [
          key,
          {
            id: route.id,
            method: route.method,
            path: route.path,
            access: route.access,
            ...(route.idempotent ? { idempotent: true } : {}),
          },
        ]),
      ),
    ]),
  );
}
