import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { ROLES } from '../../shared/permissions';
import { type AnyRoute, routeList } from '../../shared/routes';
import { startTestPortal, type TestPortal } from '../integration/support/portal';
import type { SampleFixture } from '../integration/support/spec-access';
import { SPEC_ACCESS, SPEC_ROLES, specAllows } from '../integration/support/spec-access';
import {
  createFixture,
  describeRoute,
  freshSessionOf,
  PRINCIPALS,
  requestFor,
  routesWithoutExpectation,
  type SignedInPrincipal,
  sampleFor,
  signInPrincipals,
} from './support/gates';

/**
 * Spec §6 against the running handlers: every route of the registry × anonymous, every role and the
 * user types that grant rights. "Allowed" means the gate let the call through (any answer but
 * 401/403: a 400/404/409 from validation or a missing object still proves that); "refused" is 401
 * for anonymous callers and 403 for signed-in ones.
 */

let portal: TestPortal;
let principals: SignedInPrincipal[];
let fixture: SampleFixture;
const outcomes = new Map<string, Map<string, string>>();

beforeAll(async () => {
  portal = await startTestPortal();
  const admin = await portal.logIn();
  [principals, fixture] = await Promise.all([signInPrincipals(portal, admin), createFixture(portal, admin)]);
  console.log(
    `permission matrix: ${routeList.length} routes × ${PRINCIPALS.length} principals = ${
      routeList.length * PRINCIPALS.length
    } cells`,
  );
});

afterAll(async () => {
  const names = PRINCIPALS.map((principal) => principal.name);
  const rows = routeList.map((route) => {
    const cells = outcomes.get(route.id);
    return `${route.id.padEnd(28)} ${names.map((name) => (cells?.get(name) ?? '?').padStart(4)).join(' ')}`;
  });
  console.log(
    [
      'permission matrix (status per principal):',
      `${''.padEnd(28)} ${names.map((_, index) => `p${index}`.padStart(4)).join(' ')}`,
      ...rows,
      ...names.map((name, index) => `  p${index} = ${name}`),
    ].join('\n'),
  );
  await portal?.stop();
});

const isRefusal = (status: number) => status === 401 || status === 403;

async function callAs(route: AnyRoute, principal: SignedInPrincipal) {
  const endsSession = SPEC_ACCESS[route.id]?.endsCallerSession === true;
  const token = endsSession ? await freshSessionOf(portal, principal) : principal.token;
  const sample = await sampleFor(route, fixture, { token });
  const { method, path, body } = requestFor(route, sample);
  return portal.call(method, path, { token: token ?? undefined, body });
}

describe('the registry and spec-access.ts', () => {
  it('has a spec expectation for every route', () => {
    const missing = routesWithoutExpectation(routeList);
    expect(
      missing,
      `add ${missing.map((id) => `route ${id}`).join(', ')} to tests/integration/support/spec-access.ts`,
    ).toEqual([]);
  });

  it('has no expectation for a route that does not exist', () => {
    const ids = new Set(routeList.map((route) => route.id));
    expect(Object.keys(SPEC_ACCESS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('puts every role the implementation knows into the matrix', () => {
    expect([...ROLES].sort()).toEqual([...SPEC_ROLES].sort());
  });
});

describe.concurrent('who may call each route (spec §6)', () => {
  it.each(routeList.map((route) => [describeRoute(route), route] as const))('%s', async (_, route) => {
    const expectation = SPEC_ACCESS[route.id];
    if (!expectation) {
      throw new Error(
        `No spec expectation for ${describeRoute(route)}: add route ${route.id} to tests/integration/support/spec-access.ts`,
      );
    }
    const cells = new Map<string, string>();
    outcomes.set(route.id, cells);
    const mismatches: string[] = [];

    for (const principal of principals) {
      const answer = await callAs(route, principal);
      const isAllowed = specAllows(expectation.allowed, principal.principal);
      cells.set(principal.name, `${isAllowed ? '' : '×'}${answer.status}`);
      const refusal = principal.token
        ? { status: 403, body: { message: messages.generic.forbidden, code: 'FORBIDDEN' } }
        : { status: 401, body: { message: messages.generic.unauthenticated, code: 'UNAUTHENTICATED' } };

      if (isAllowed && isRefusal(answer.status)) {
        mismatches.push(`${principal.name}: expected allowed, got ${answer.status} ${answer.text}`);
      }
      const isExpectedRefusal =
        answer.status === refusal.status &&
        answer.body?.code === refusal.body.code &&
        answer.body?.message === refusal.body.message;
      if (!isAllowed && !isExpectedRefusal) {
        mismatches.push(`${principal.name}: expected ${refusal.status}, got ${answer.status} ${answer.text}`);
      }
      if (answer.status >= 500) mismatches.push(`${principal.name}: server error ${answer.status}`);
    }

    expect(mismatches, `${describeRoute(route)} — spec: ${expectation.source}`).toEqual([]);
  });
});
