import { randomUUID } from 'node:crypto';
import { type AnyRoute, fillPath } from '../../../shared/routes';
import type { TestPortal } from '../../integration/support/portal';
import {
  defaultSample,
  type Sample,
  type SampleCaller,
  type SampleFixture,
  SPEC_ACCESS,
  SPEC_ROLES,
  SPEC_USER_TYPES,
  type SpecPrincipal,
  type SpecRole,
  type SpecUserType,
} from '../../integration/support/spec-access';
import { createUser, signedInUser, VOLUNTEER_PASSWORD } from '../../integration/support/users';

/** An id far above anything a test run allocates. */
export const MISSING_ID = 987_654_321;

/** A caller of the matrix: anonymous, each role, and volunteers whose user type grants rights. */
export type PrincipalSpec = { name: string; principal: SpecPrincipal };

export const PRINCIPALS: readonly PrincipalSpec[] = [
  { name: 'anonymous', principal: null },
  ...SPEC_ROLES.map((role) => ({ name: role, principal: { role, type: null } })),
  ...SPEC_USER_TYPES.map((type) => ({
    name: `vrijwilliger+type:${type}`,
    principal: { role: 'vrijwilliger' as SpecRole, type: type as SpecUserType },
  })),
];

export type SignedInPrincipal = PrincipalSpec & {
  token: string | null;
  userId: number | null;
  credentials: { username: string; password: string } | null;
};

/** Creates one account per principal (by the seeded admin) and signs each in once. */
export async function signInPrincipals(portal: TestPortal, adminToken: string) {
  return runPool(PRINCIPALS, 4, async (spec): Promise<SignedInPrincipal> => {
    if (!spec.principal) return { ...spec, token: null, userId: null, credentials: null };
    const { user, token } = await signedInUser(portal, adminToken, {
      role: spec.principal.role,
      type: spec.principal.type,
    });
    return {
      ...spec,
      token,
      userId: user.id,
      credentials: { username: String(user.username), password: user.password },
    };
  });
}

/** Sample builders get throw-away targets made by the seeded admin. */
export async function createFixture(portal: TestPortal, adminToken: string): Promise<SampleFixture> {
  const account = await createUser(portal, adminToken);
  let member: Promise<string> | undefined;
  const tokenFor = async (token: string | null) => {
    if (token === 'admin') return adminToken;
    if (token === 'member') {
      member ??= portal.logIn(String(account.username), VOLUNTEER_PASSWORD);
      return member;
    }
    return token ?? undefined;
  };
  const create: SampleFixture['create'] = async (token, method, path, body) => {
    const answer = await portal.call(method, path, { token: await tokenFor(token), body });
    if (answer.status >= 300)
      throw new Error(`Preparing a sample: ${method} ${path} answered ${answer.status} ${answer.text}`);
    return answer.body;
  };
  return {
    missingId: MISSING_ID,
    signInAccount: { id: account.id, username: String(account.username), password: VOLUNTEER_PASSWORD },
    create,
    async freshVolunteer() {
      const user = await createUser(portal, adminToken, { rijksregisterNummer: '85073003328' });
      return { id: user.id, username: String(user.username), email: String(user.email) };
    },
    async freshFamily() {
      const family = await create('admin', 'POST', '/api/families', {
        parentName: `Familie ${uniqueSuffix()}`,
        childName: 'Lotte',
        childAge: 10,
      });
      return Number(family.id);
    },
  };
}

/** The route's spec-access sample for this caller, or every path placeholder filled with a missing id. */
export async function sampleFor(
  route: AnyRoute,
  fixture: SampleFixture,
  caller: SampleCaller,
): Promise<Sample> {
  const build = SPEC_ACCESS[route.id]?.sample;
  return build ? build(fixture, caller) : defaultSample(route.path, fixture.missingId);
}

/** Method, path with query string, and body of one request. */
export function requestFor(route: AnyRoute, sample: Sample) {
  const query = new URLSearchParams(sample.query ?? {}).toString();
  const path = fillPath(route.path, sample.params ?? {});
  return { method: route.method, path: query ? `${path}?${query}` : path, body: sample.body };
}

/** A session of its own, for calls that end the caller's session (logout). */
export async function freshSessionOf(portal: TestPortal, principal: SignedInPrincipal) {
  if (!principal.credentials) return null;
  return portal.logIn(principal.credentials.username, principal.credentials.password);
}

/** Runs `work` over `items` with at most `concurrency` in flight, keeping the order of results. */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export const uniqueSuffix = () => randomUUID().slice(0, 8);

/** Route ids of the registry that have no entry in spec-access.ts. */
export const routesWithoutExpectation = (routes: readonly AnyRoute[]) =>
  routes.filter((route) => !SPEC_ACCESS[route.id]).map((route) => route.id);

export const describeRoute = (route: AnyRoute) => `${route.method} ${route.path} (${route.id})`;
