import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRECACHE_IGNORED } from '../shared/web-app-manifest';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const registryModule = fileURLToPath(new URL('../shared/routes/index.ts', import.meta.url));

export default defineConfig({
  root: webRoot,
  base: '/',
  publicDir: 'public',
  plugins: [react(), apiRoutesPlugin(), installableAppPlugin()],
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
    target: 'es2022',
    sourcemap: false,
    // The shared vendor chunk (React, React DOM, antd core) is ~500 kB raw; what counts is the gzip
    // budget per view, which tests/bench/web-size.ts enforces.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
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

type RegistryModule = typeof import('../shared/routes/index');

/**
 * The browser needs only method, path, access and the idempotent flag of each registry entry. Importing the registry
 * itself would ship every zod schema to the login screen, so this plugin serves a data-only copy
 * as `virtual:api-routes`; `src/lib/api/routes.ts` gives it the registry's types.
 */
export function apiRoutesPlugin(): Plugin {
  const virtualId = 'virtual:api-routes';
  const resolvedId = `\0${virtualId}`;
  return {
    name: 'vrijwilligersportaal:api-routes',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const { module, dependencies } = await runnerImport<RegistryModule>(registryModule, {
        configFile: false,
        logLevel: 'error',
      });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      const table = Object.fromEntries(
        Object.entries(module.routes).map(([area, entries]) => [
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
      return `export const apiRouteTable = ${JSON.stringify(table)};`;
    },
  };
}
