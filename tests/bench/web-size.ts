/**
 * Gzip size of the JavaScript a browser loads for /login and for the first signed-in view,
 * computed from the Vite build manifest: the entry, its static imports, and the lazy chunks of the
 * route (with their static imports). Run directly: `tsx tests/bench/web-size.ts`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from '../../infra/local/web';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const distDir = join(repoRoot, 'web', 'dist');

/** Budgets in gzip bytes (KB = 1024 bytes). */
export const WEB_SIZE_TARGETS = { login: 150 * 1024, app: 300 * 1024 } as const;

/**
 * Source modules (relative to web/) that the router lazy-loads for each measured view. Keep in
 * step with web/src/app/router.tsx: the first signed-in view is the shell, the permission check
 * every protected screen passes through, the dashboard and the toast host the shell preloads.
 */
export const ROUTE_MODULES = {
  // The sign-in screen is part of the entry (web/src/app/router.tsx imports it statically).
  login: [],
  app: [
    'src/app/antd-root.tsx',
    'src/app/shell/app-shell.tsx',
    'src/app/screen-access.tsx',
    'src/app/dashboard-screen.tsx',
    'src/lib/toast-host.tsx',
  ],
} as const;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; src?: string };
type Manifest = Record<string, ManifestChunk>;

export async function measureWebBundles(): Promise<{ login: number; app: number }> {
  await ensureWebBuild({ root: repoRoot });
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // The staff app's entry; the registration page is a second entry, measured on its own.
  const entryKey = 'index.html';
  if (!manifest[entryKey]?.isEntry) throw new Error('The Vite manifest has no index.html entry.');

  const sizeOf = async (routeModules: readonly string[]) => {
    const files = new Set<string>();
    for (const key of [entryKey, ...routeModules]) collectStaticClosure(manifest, key, files);
    let total = 0;
    for (const file of files) total += gzipSync(await readFile(join(distDir, file))).length;
    return total;
  };

  return { login: await sizeOf(ROUTE_MODULES.login), app: await sizeOf(ROUTE_MODULES.app) };
}

function collectStaticClosure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) {
    throw new Error(`${key} is not in the Vite manifest; update ROUTE_MODULES in tests/bench/web-size.ts.`);
  }
  if (!chunk.file.endsWith('.js') || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectStaticClosure(manifest, imported, files);
}

async function main(): Promise<void> {
  const sizes = await measureWebBundles();
  const rows = (['login', 'app'] as const).map((view) => ({
    view: view === 'login' ? '/login' : 'first signed-in view',
    'gzip KB': +(sizes[view] / 1024).toFixed(1),
    'target KB': WEB_SIZE_TARGETS[view] / 1024,
    result: sizes[view] <= WEB_SIZE_TARGETS[view] ? 'ok' : 'OVER',
  }));
  console.table(rows);
  if (rows.some((row) => row.result === 'OVER')) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
