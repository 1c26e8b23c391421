import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../../infra/local/stack';

let vite: ViteDevServer;
let origin: string;
const probe = join(REPOSITORY_ROOT, '.data', `dev-server-probe-${randomUUID()}.txt`);

beforeAll(async () => {
  await mkdir(join(REPOSITORY_ROOT, '.data'), { recursive: true });
  await writeFile(probe, 'geheime-sleutel');
  const { createServer } = await import('vite');
  vite = await createServer({
    configFile: join(REPOSITORY_ROOT, 'web', 'vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await vite.listen();
  const address = vite.httpServer?.address() as AddressInfo | undefined;
  origin = `http://127.0.0.1:${address?.port}`;
}, 60_000);
afterAll(async () => {
  await vite?.close();
  await rm(probe, { force: true });
});

describe('the dev server (npm run dev)', () => {
  it('serves source files outside the web root, but nothing under .data/ (where the keys live)', async () => {
    const shared = await fetch(`${origin}/@fs${REPOSITORY_ROOT}/shared/constants.ts`);
    const data = await fetch(`${origin}/@fs${probe}`);
    const text = await data.text();

    expect(shared.status).toBe(200);
    expect(data.status).toBe(403);
    expect(text).not.toContain('geheime-sleutel');
  });
});
