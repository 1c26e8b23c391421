import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerModulePath, routeList } from '../../shared/routes';
import { TABLE_NAMES } from '../../shared/tables';

describe('route registry', () => {
  it('has unique ids and unique method + path pairs', () => {
    const ids = routeList.map((route) => route.id);
    const keys = routeList.map((route) => `${route.method} ${route.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(routeList.map((route) => [route.id, route] as const))(
    '%s has a handler file under /api and known tables',
    (_, route) => {
      expect(route.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(existsSync(`${handlerModulePath(route)}.ts`)).toBe(true);
      for (const table of route.uses.tables) expect(TABLE_NAMES).toContain(table);
    },
  );
});
