import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { fillPath, routeList } from '../../shared/routes';
import { startTestPortal, type TestPortal } from './support/portal';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.stop());

const protectedRoutes = routeList.filter((route) => route.access !== 'public');
const pathOf = (path: string) => fillPath(path, new Proxy({}, { get: () => '1' }));

describe('every non-public route of the registry', () => {
  it('exists', () => {
    expect(protectedRoutes.length).toBeGreaterThan(0);
  });

  it.each(protectedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 401 without a session and with a garbage token',
    async (_, route) => {
      const anonymous = await portal.call(route.method, pathOf(route.path));
      const garbage = await portal.call(route.method, pathOf(route.path), { token: 'x'.repeat(43) });

      for (const answer of [anonymous, garbage]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: messages.generic.unauthenticated, code: 'UNAUTHENTICATED' });
      }
    },
  );
});
