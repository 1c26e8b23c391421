import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../shared/routes/index';
import { type ApiRoute, callRoute } from '../../web/src/lib/api/client';
import { newIdempotencyKey } from '../../web/src/lib/api/idempotency';
import { apiRoutes } from '../../web/src/lib/api/routes';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes version-4 UUIDs where crypto.randomUUID does not exist (no secure context)', () => {
    // Prepare: what a frame on a plain-http page offers
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });

    // Act
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));

    // Assess
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

describe('the typed client on idempotent creates', () => {
  afterEach(() => vi.unstubAllGlobals());

  const create = {
    id: 'test-create',
    method: 'POST',
    path: '/api/families',
    access: 'authenticated',
    idempotent: true,
  } as ApiRoute;
  const update = {
    id: 'test-update',
    method: 'PUT',
    path: '/api/families/1',
    access: 'authenticated',
  } as ApiRoute;

  /** A fetch that answers each call in turn with the given statuses, and records the keys it saw. */
  function serverAnswering(...statuses: number[]) {
    const keys: (string | null)[] = [];
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const status = statuses.shift() ?? 201;
      return new Response(JSON.stringify({ id: 1 }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    return { fetch, keys };
  }
  const call = (route: ApiRoute, body: unknown) =>
    (callRoute as (route: ApiRoute, input: { body: unknown }) => Promise<unknown>)(route, { body });

  it('sends a double submission once, with a key of its own', async () => {
    // Prepare
    const server = serverAnswering(201);

    // Act
    const answers = await Promise.all([call(create, { name: 'A' }), call(create, { name: 'A' })]);

    // Assess
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(server.keys[0]).toMatch(UUID_V4);
    expect(answers).toEqual([{ id: 1 }, { id: 1 }]);
  });

  it('keeps the key while the same submission is retried after a failure, and makes a new one after success', async () => {
    // Prepare
    const server = serverAnswering(503, 201, 201);

    // Act
    await call(create, { name: 'B' }).catch(() => undefined);
    await call(create, { name: 'B' });
    await call(create, { name: 'B' });

    // Assess
    const [failed, retried, next] = server.keys;
    expect(retried).toBe(failed);
    expect(next).not.toBe(retried);
  });

  it('sends no key on a route that is not an idempotent create', async () => {
    const server = serverAnswering(200);

    await call(update, { name: 'C' });

    expect(server.keys).toEqual([null]);
  });

  it('knows every idempotent create of the registry', () => {
    const idempotent = Object.entries(routes).flatMap(([area, entries]) =>
      Object.entries(entries)
        .filter(([, route]) => route.idempotent === true)
        .map(([key]) => `${area}.${key}`),
    );
    const known = Object.entries(apiRoutes).flatMap(([area, entries]) =>
      Object.entries(entries as Record<string, ApiRoute>)
        .filter(([, route]) => route.idempotent === true)
        .map(([key]) => `${area}.${key}`),
    );

    // 13 creates of issue 39, the session log's two (issue 33) and publishing the organisation notice (issue 31).
    expect(idempotent).toHaveLength(16);
    expect(known).toEqual(idempotent);
  });
});
