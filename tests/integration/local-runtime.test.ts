import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiMiddleware } from '../../infra/local/adapter';
import { applyEndpointEnv } from '../../infra/local/services';
import { startPortalServer } from '../../infra/local/stack';
import { messages } from '../../shared/messages';

/** fetch that gives up instead of waiting for a socket that is never answered. */
const fetchWithin = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(5000) });

describe('the local API adapter', () => {
  let root: string;
  let server: Server;
  let url: string;
  const logged: string[] = [];

  beforeAll(async () => {
    // Handler modules in a repository of their own: one that fails to load, one that throws.
    root = mkdtempSync(join(tmpdir(), 'vwp-adapter-'));
    mkdirSync(join(root, 'functions/handlers/system'), { recursive: true });
    mkdirSync(join(root, 'functions/handlers/settings'), { recursive: true });
    writeFileSync(
      join(root, 'functions/handlers/system/health.ts'),
      "throw new Error('kapot bij het laden');\nexport const handler = async () => ({ statusCode: 200 });\n",
    );
    writeFileSync(
      join(root, 'functions/handlers/settings/settings-public.ts'),
      "export const handler = async () => { throw new Error('kapot tijdens de aanvraag'); };\n",
    );
    const api = createApiMiddleware(root, (message) => logged.push(message));
    server = createServer((request, response) => void api(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a logged 500 when a handler module fails to load', async () => {
    const answer = await fetchWithin(`${url}/api/health`);

    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ message: messages.generic.internal, code: 'INTERNAL' });
    expect(logged.some((line) => line.includes('GET /api/health'))).toBe(true);
  });

  it('answers a logged 500 when a handler throws, and keeps serving', async () => {
    const first = await fetchWithin(`${url}/api/settings/public`);
    const second = await fetchWithin(`${url}/api/settings/public`);

    expect([first.status, second.status]).toEqual([500, 500]);
    expect((await first.json()).code).toBe('INTERNAL');
    expect(logged.filter((line) => line.includes('/api/settings/public'))).toHaveLength(2);
  });
});

describe('the portal while it starts', () => {
  const during: { api?: Response; page?: Response; apiBody?: unknown; pageText?: string } = {};
  let portal: Awaited<ReturnType<typeof startPortalServer>>;

  beforeAll(async () => {
    applyEndpointEnv(inject('endpoints'));
    portal = await startPortalServer({
      port: 0,
      resourcePrefix: `t${randomUUID().slice(0, 8)}-`,
      web: 'none',
      scheduler: false,
      adminPassword: 'Beheer-Wachtwoord-2026',
      // Requests sent after the port listens and before tables, seed and routes are ready.
      onListening: async (address) => {
        during.api = await fetchWithin(`${address}/api/health`);
        during.apiBody = await during.api.json();
        during.page = await fetchWithin(`${address}/`, { headers: { accept: 'text/html' } });
        during.pageText = await during.page.text();
      },
    });
  });
  afterAll(() => portal?.stop());

  it('answers an API request 503 with the Dutch "starting" message instead of leaving it hanging', () => {
    expect(during.api?.status).toBe(503);
    expect(during.api?.headers.get('retry-after')).toBe('2');
    expect(during.apiBody).toEqual({ message: messages.generic.starting, code: 'STARTING' });
  });

  it('gives a browser a page that says so and reloads itself', () => {
    expect(during.page?.status).toBe(503);
    expect(during.pageText).toContain(messages.generic.starting);
    expect(during.pageText).toContain('http-equiv="refresh"');
  });

  it('serves the API once it is ready', async () => {
    const answer = await fetchWithin(`${portal.url}/api/health`);

    expect(answer.status).toBe(200);
  });
});
