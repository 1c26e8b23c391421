/**
 * The web half of the local runtime: `dist` serves the production build of web/ (SPA fallback,
 * immutable caching for hashed assets, the security headers CloudFront sets); `dev` runs Vite in
 * middleware mode for `npm start`. `ensureWebBuild` (re)builds web/dist when it is missing or
 * older than its sources; the e2e harness and the size bench use it too.
 */

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { registrationFrameAncestors, securityHeaders } from '../../shared/security-headers';
import {
  API_DOCS_PAGE,
  isApiDocsPath,
  isRegistrationPath,
  pageFileFor,
  REGISTRATION_PAGE,
} from '../../shared/web-pages';

export type WebMode = 'dev' | 'dist';

export type WebMiddleware = {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
};

export type WebMiddlewareOptions = {
  root: string;
  /** Who may frame /registration now (the `embed_origins` setting); nobody when not given. */
  embedOrigins?: () => Promise<readonly string[]>;
};

export async function createWebMiddleware(
  mode: WebMode,
  options: WebMiddlewareOptions,
): Promise<WebMiddleware> {
  if (mode === 'dev') return createDevMiddleware(options.root);
  return createDistMiddleware(options.root, options.embedOrigins ?? (async () => []));
}

/** Without the CSP: Vite's dev client and React's refresh preamble are inline scripts. */
async function createDevMiddleware(root: string): Promise<WebMiddleware> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(root, 'web', 'vite.config.ts'),
    appType: 'spa',
    server: { middlewareMode: true },
  });
  return {
    handle(req, res) {
      // Vite's SPA fallback knows only index.html; the registration form has its own page.
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (isRegistrationPath(pathname)) req.url = `/${REGISTRATION_PAGE.file}`;
      if (isApiDocsPath(pathname)) req.url = `/${API_DOCS_PAGE.file}`;
      vite.middlewares(req, res, () => sendText(res, 404, 'Niet gevonden'));
    },
    close: () => vite.close(),
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mjs.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Origins the browser may fetch from besides the portal: the S3 stand-in, for presigned uploads (ARCHITECTURE §7). */
export const localConnectSources = (): string[] =>
  process.env.AWS_ENDPOINT_URL_S3 ? [new URL(process.env.AWS_ENDPOINT_URL_S3).origin] : [];

/**
 * The headers CloudFront sends in production (shared/security-headers.ts), on every answer of the
 * build: only the registration form may be framed, by the portal and the `embed_origins` origins.
 */
async function securityHeadersFor(pathname: string, embedOrigins: () => Promise<readonly string[]>) {
  const frameAncestors = isRegistrationPath(pathname) ? registrationFrameAncestors(await embedOrigins()) : [];
  return securityHeaders({ frameAncestors, connectSources: localConnectSources() });
}

/**
 * Gzipped build files by path, checked against their modification time: shared by every portal of the
 * process (the browser tests start dozens in one), so each file is compressed once per build.
 */
const compressedFiles = new Map<string, { mtimeMs: number; body: Buffer }>();

async function createDistMiddleware(
  root: string,
  embedOrigins: () => Promise<readonly string[]>,
): Promise<WebMiddleware> {
  const distDir = resolve(root, 'web', 'dist');

  const serveFile = async (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    pathname: string,
    size: number,
    mtimeMs: number,
  ) => {
    const extension = extname(file).toLowerCase();
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': file.startsWith(join(distDir, 'assets') + sep) ? IMMUTABLE : REVALIDATE,
      ...(await securityHeadersFor(pathname, embedOrigins)),
    };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (COMPRESSIBLE.has(extension)) headers.Vary = 'Accept-Encoding';

    if (acceptsGzip && COMPRESSIBLE.has(extension)) {
      let cached = compressedFiles.get(file);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, body: gzipSync(await readFile(file)) };
        compressedFiles.set(file, cached);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': cached.body.length });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };

  const handleRequest = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Methode niet toegestaan');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      sendText(res, 400, 'Ongeldige aanvraag');
      return;
    }
    const isHidden = pathname.split('/').some((segment) => segment.startsWith('.'));
    const file = resolve(distDir, `.${pathname}`);
    if (!isHidden && file.startsWith(distDir + sep)) {
      const found = await stat(file).catch(() => null);
      if (found?.isFile()) {
        await serveFile(req, res, file, pathname, found.size, found.mtimeMs);
        return;
      }
    }
    // A missing file (anything with an extension, or under /assets) is a 404; every other path is
    // a screen of the single-page app, which answers its own 404 for unknown routes.
    if (isHidden || extname(pathname) || pathname.startsWith('/assets/')) {
      sendText(res, 404, 'Niet gevonden');
      return;
    }
    const page = join(distDir, pageFileFor(pathname));
    const found = await stat(page).catch(() => null);
    if (!found) {
      sendText(res, 503, 'De webapp is nog niet gebouwd: voer `npm run build` uit.');
      return;
    }
    await serveFile(req, res, page, pathname, found.size, found.mtimeMs);
  };

  return {
    handle(req, res) {
      handleRequest(req, res).catch(() => {
        if (!res.headersSent) sendText(res, 500, 'Interne fout');
        else res.destroy();
      });
    },
    close: async () => undefined,
  };
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    ...securityHeaders({ frameAncestors: [], connectSources: localConnectSources() }),
  });
  res.end(text);
}

/** Sources that end up in web/dist. */
const BUILD_INPUTS = [
  'web/index.html',
  'web/registration.html',
  'web/api-docs.html',
  'web/vite.config.ts',
  'web/build',
  'web/src',
  'web/public',
  'shared',
  'package-lock.json',
];
const LOCK_STALE_MS = 5 * 60_000;

/**
 * Builds web/dist unless it is newer than every source. Concurrent callers on this machine
 * (parallel test files) wait for one build instead of writing the same folder at once.
 */
export async function ensureWebBuild(options: {
  root: string;
  force?: boolean;
}): Promise<{ built: boolean }> {
  const { root } = options;
  const manifest = join(root, 'web', 'dist', '.vite', 'manifest.json');
  const isFresh = async () => {
    if (options.force) return false;
    const built = await stat(manifest).catch(() => null);
    if (!built) return false;
    const newest = await newestMtime(BUILD_INPUTS.map((input) => join(root, input)));
    return newest <= built.mtimeMs;
  };
  if (await isFresh()) return { built: false };

  const lock = join(
    tmpdir(),
    `vrijwilligersportaal-web-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.lock`,
  );
  await acquireLock(lock);
  try {
    if (await isFresh()) return { built: false };
    const { build } = await import('vite');
    // Test runners set NODE_ENV=test, which would give React's development build; web/dist is always production.
    const previousNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile: join(root, 'web', 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
    } finally {
      process.env.NODE_ENV = previousNodeEnv;
    }
    return { built: true };
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

async function acquireLock(lock: string): Promise<void> {
  for (;;) {
    try {
      await mkdir(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
}

async function newestMtime(paths: readonly string[]): Promise<number> {
  let newest = 0;
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) continue;
    newest = Math.max(newest, info.mtimeMs);
    if (!info.isDirectory()) continue;
    const entries = await readdir(path, { withFileTypes: true });
    const children = entries
      .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => join(path, entry.name));
    newest = Math.max(newest, await newestMtime(children));
  }
  return newest;
}
