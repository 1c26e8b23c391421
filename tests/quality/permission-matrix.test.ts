import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { ROLES } from '../../shared/permissions';
import { mustUseSecondFactor } from '../../shared/policies/second-factor';
import { type AnyRoute, routeList } from '../../shared/routes';
import { latestMailTo } from '../integration/support/mailbox';
import { startTestPortal, type TestPortal } from '../integration/support/portal';
import type { SampleFixture } from '../integration/support/spec-access';
import { SPEC_ACCESS, SPEC_ROLES, specAllows } from '../integration/support/spec-access';
import { createUser, volunteerFields } from '../integration/support/users';
import {
  createFixture,
  describeRoute,
  freshSessionOf,
  PRINCIPALS,
  requestFor,
  routesWithoutExpectation,
  runPool,
  type SignedInPrincipal,
  sampleFor,
  signInPrincipals,
} from './support/gates';
import {
  ASSIGNMENT_ACTIONS,
  type AssignmentAction,
  expectedByRule,
  MANAGER_ROLES,
  type ManagerRole,
  mayManageRole,
  TARGET_ROLES,
} from './support/role-assignment';

/**
 * Spec §6 against the running handlers: every route of the registry × anonymous, every role and the
 * user types that grant rights. "Allowed" means the gate let the call through (any answer but
 * 401/403: a 400/404/409 from validation or a missing object still proves that); "refused" is 401
 * for anonymous callers and 403 for signed-in ones.
 */

let portal: TestPortal;
let principals: SignedInPrincipal[];
let fixture: SampleFixture;
let seededAdmin: string;
const outcomes = new Map<string, Map<string, string>>();

beforeAll(async () => {
  portal = await startTestPortal();
  const admin = await portal.logIn();
  seededAdmin = admin;
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

/**
 * The role-assignment rule as cells: manager role × target role × action, each expected as the shared
 * rule answers it (shared/policies/users.ts), which is first held against the spec-written strict
 * subset. Every cell makes its own targets (by the seeded admin), so no cell depends on another;
 * allowed means a 2xx, refused a 403.
 */
describe('who may manage whom (role × target role × action)', () => {
  it('has a shared rule that is the spec’s strict subset of rights: peers never manage each other', () => {
    const disagreements = MANAGER_ROLES.flatMap((manager) =>
      TARGET_ROLES.flatMap((target) =>
        ASSIGNMENT_ACTIONS.filter(
          (action) => expectedByRule(manager, action, target) !== mayManageRole(manager, target),
        ).map((action) => `${manager} ${action} ${target}`),
      ),
    );

    expect(disagreements).toEqual([]);
    for (const peer of ['coordinator', 'bestuurslid'] as const)
      expect(ASSIGNMENT_ACTIONS.some((action) => expectedByRule(peer, action, peer))).toBe(false);
  });

  const NEW_PASSWORD = 'Nieuwe-Herfst-Wandeling-7';

  /**
   * A bulk mail with `[RESETLINK]` to one user: the send always answers 202, so the cell is the mail
   * that arrives: 200 when it carries a reset link, 403 (FORBIDDEN) when the placeholder stayed.
   */
  async function mailResetLink(token: string, address: string) {
    const sent = await portal.call('POST', '/api/email/send', {
      token,
      body: { to: [address], subject: 'Uw account', html: '<p>Stel uw wachtwoord in: [RESETLINK]</p>' },
    });
    if (sent.status !== 202) return sent;
    // The recipient is made for this cell, so its one mail is the bulk mail. Waiting for every queue
    // instead would also wait for the account-change notices the other cells of the pool queue.
    const mail = await latestMailTo(portal.mailboxUrl, address, 60_000);
    const html = mail.body.html ?? '';
    const minted = html.includes('/wachtwoord-vergeten/');
    const status = minted ? 200 : html.includes('[RESETLINK]') ? 403 : 500;
    return { status, body: minted ? {} : { code: 'FORBIDDEN' }, text: html.slice(0, 200) };
  }

  async function attempt(token: string, action: AssignmentAction, targetRole: string) {
    const target = async (role: string) => createUser(portal, seededAdmin, { role });
    const edit = (user: { id: number; username: unknown; email: unknown }, role: string) =>
      portal.call('PUT', `/api/users/${user.id}`, {
        token,
        body: { ...volunteerFields(), username: user.username, email: user.email, role },
      });
    if (action === 'create')
      return portal.call('POST', '/api/users', { token, body: volunteerFields({ role: targetRole }) });
    if (action === 'assign') return edit(await target('vrijwilliger'), targetRole);
    const user = await target(targetRole);
    if (action === 'update') return edit(user, targetRole);
    if (action === 'change-password')
      return portal.call('POST', `/api/users/${user.id}/change-password`, {
        token,
        body: { newPassword: NEW_PASSWORD },
      });
    if (action === 'invite') return portal.call('POST', `/api/invite/${user.id}`, { token });
    if (action === 'generate-reset-link')
      return portal.call('POST', `/api/generate-reset-link/${user.id}`, { token });
    if (action === 'mail-reset-link') return mailResetLink(token, String(user.email));
    return portal.call('DELETE', `/api/users/${user.id}`, { token });
  }

  it('lets each manager act only on roles with fewer rights than their own', async () => {
    const managers = new Map<ManagerRole, string>();
    for (const role of MANAGER_ROLES) {
      const principal = principals.find((candidate) => candidate.name === role);
      if (!principal?.token) throw new Error(`No signed-in ${role} in the matrix`);
      managers.set(role, principal.token);
    }
    const cells = MANAGER_ROLES.flatMap((manager) =>
      TARGET_ROLES.flatMap((targetRole) =>
        ASSIGNMENT_ACTIONS.map((action) => ({ manager, targetRole, action })),
      ),
    );

    const results = await runPool(cells, 4, async (cell) => {
      const answer = await attempt(managers.get(cell.manager) as string, cell.action, cell.targetRole);
      return { ...cell, status: answer.status, code: answer.body?.code, text: answer.text };
    });

    // A reset link by bulk mail also needs a target who need not use a second factor (the portal runs
    // the default policy: every staff role and admin must).
    const mismatches = results.filter((cell) => {
      const allowed =
        expectedByRule(cell.manager, cell.action, cell.targetRole) &&
        (cell.action !== 'mail-reset-link' || !mustUseSecondFactor({ role: cell.targetRole }));
      return allowed ? cell.status >= 300 : cell.status !== 403 || cell.code !== 'FORBIDDEN';
    });
    console.log(
      [
        `role-assignment matrix: ${cells.length} cells (${MANAGER_ROLES.length} managers × ${TARGET_ROLES.length} target roles × ${ASSIGNMENT_ACTIONS.length} actions), status per action:`,
        `${''.padEnd(34)} ${ASSIGNMENT_ACTIONS.map((action) => action.slice(0, 8).padStart(9)).join('')}`,
        ...MANAGER_ROLES.flatMap((manager) =>
          TARGET_ROLES.map(
            (targetRole) =>
              `${`${manager} → ${targetRole}`.padEnd(34)} ${ASSIGNMENT_ACTIONS.map((action) =>
                String(
                  results.find(
                    (cell) =>
                      cell.manager === manager && cell.targetRole === targetRole && cell.action === action,
                  )?.status,
                ).padStart(9),
              ).join('')}`,
          ),
        ),
      ].join('\n'),
    );
    expect(
      mismatches.map(
        (cell) => `${cell.manager} ${cell.action} ${cell.targetRole}: ${cell.status} ${cell.text}`,
      ),
    ).toEqual([]);
  });
});
