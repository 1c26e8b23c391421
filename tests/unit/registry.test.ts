import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerModulePath, routeList } from '../../shared/routes';
import { SCHEDULES } from '../../shared/schedules';
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

  it.each([...routeList, ...SCHEDULES].map((entry) => [entry.id, entry.uses] as const))(
    '%s writes only tables it also names in `tables`',
    (_, uses) => {
      for (const table of uses.writes ?? []) expect(uses.tables).toContain(table);
    },
  );

  it('lets only the routes that sign in, hand out links, count calls per address or manage users write the sessions table', () => {
    const writers = routeList
      .filter((route) => route.uses.writes?.includes('sessions'))
      .map((route) => route.id);

    expect(writers.sort()).toEqual(
      [
        // Two-step sign-in: challenges, enrolment state and the sessions it opens or ends.
        'auth-mfa-totp-confirm',
        'auth-passkey-register',
        'auth-session-end',
        'login-mfa',
        'users-mfa-reset',
        // The public signature checks count calls per address (a rate limit).
        'verification-proof',
        'verify-file',
        'verify-signature',
        'auth-reauthenticate',
        'invite-accept',
        'invite-verify',
        'login',
        'logout',
        'public-family-registration',
        'request-password-reset',
        'reset-password',
        'users-change-password',
        // Adding someone by invitation (issue 37) mints their invitation link.
        'users-create',
        'users-delete',
        'users-generate-reset-link',
        'users-invite',
        'users-update',
        'verify-reset-token',
      ].sort(),
    );
  });

  it('gives read routes (GET) no write grant at all', () => {
    // The signature checks write only their per-address count of calls (a rate limit).
    const rateLimitedChecks = ['verify-signature', 'verification-proof'];
    const readRoutes = routeList.filter(
      (route) => route.method === 'GET' && !rateLimitedChecks.includes(route.id),
    );

    // A read of a family's detail writes who looked (issue 32): an access entry, insert-only, in the audit table.
    const accessRecorded: Record<string, string[]> = { 'families-get': ['audit'] };

    expect(readRoutes.length).toBeGreaterThan(5);
    for (const route of readRoutes)
      expect(route.uses.writes ?? [], route.id).toEqual(accessRecorded[route.id] ?? []);
  });

  it('gives every idempotent create the idempotency table and nobody else', () => {
    for (const route of routeList) {
      const holdsIdempotency = route.uses.writes?.includes('idempotency') ?? false;
      expect(holdsIdempotency, route.id).toBe(route.idempotent === true);
    }
  });
});
