import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  assignableTypes,
  canManageUser,
  hasFewerRights,
  mayAssign,
  userManagementRefusal,
} from '../../shared/policies/users';

const admin = { id: 1, role: 'admin', type: null };
const coordinator = { id: 2, role: 'coordinator', type: null };
const bestuurslid = { id: 3, role: 'bestuurslid', type: null };
const volunteer = { id: 4, role: 'vrijwilliger', type: null };
const user = (id: number, role: string, type: string | null = null) => ({ id, role, type, status: 'active' });

describe('who may manage whom (shared/policies/users)', () => {
  it('compares rights as sets of permissions, with rights given by user type included', () => {
    expect(hasFewerRights({ role: 'vrijwilliger' }, { role: 'coordinator' })).toBe(true);
    expect(hasFewerRights({ role: 'bestuurslid' }, { role: 'coordinator' })).toBe(false);
    expect(hasFewerRights({ role: 'coordinator' }, { role: 'bestuurslid' })).toBe(false);
    expect(hasFewerRights({ role: 'vrijwilliger', type: 'bestuurder' }, { role: 'coordinator' })).toBe(false);
  });

  it('counts equal rights as not fewer: a strict subset', () => {
    expect(hasFewerRights({ role: 'coordinator' }, { role: 'coordinator' })).toBe(false);
    expect(hasFewerRights({ role: 'admin' }, { role: 'admin' })).toBe(false);
    expect(
      hasFewerRights(
        { role: 'coordinator', type: 'bestuurder' },
        { role: 'coordinator', type: 'dagelijks_bestuurder' },
      ),
    ).toBe(false);
    expect(hasFewerRights({ role: 'bestuurder' }, { role: 'coordinator' })).toBe(true);
  });

  it('refuses peers with the same rights acting on each other (coördinator on coördinator, bestuurder-type on dagelijks-bestuurder-type)', () => {
    expect(userManagementRefusal(coordinator, user(50, 'coordinator'))).toBe('target-not-below-manager');
    expect(userManagementRefusal(bestuurslid, user(51, 'bestuurslid'))).toBe('target-not-below-manager');
    const boardCoordinator = { id: 52, role: 'coordinator', type: 'bestuurder' };
    const dailyBoardCoordinator = user(53, 'coordinator', 'dagelijks_bestuurder');
    expect(canManageUser(boardCoordinator, dailyBoardCoordinator)).toBe(false);
    expect(canManageUser({ ...dailyBoardCoordinator }, user(54, 'coordinator', 'bestuurder'))).toBe(false);
  });

  it('refuses a coördinator who creates another coördinator (a peer)', () => {
    expect(
      userManagementRefusal(coordinator, null, { role: 'coordinator', type: null, status: 'active' }),
    ).toBe('assigns-not-below-manager');
  });

  it('refuses a coordinator who gives themselves another role', () => {
    const self = user(coordinator.id, 'coordinator');

    expect(
      userManagementRefusal(coordinator, self, { role: 'bestuurslid', type: null, status: 'active' }),
    ).toBe('own-access');
  });

  it('refuses anyone, admins included, who changes their own type or status', () => {
    const self = user(admin.id, 'admin');

    expect(userManagementRefusal(admin, self, { role: 'admin', type: 'bestuurder', status: 'active' })).toBe(
      'own-access',
    );
    expect(userManagementRefusal(admin, self, { role: 'admin', type: null, status: 'inactive' })).toBe(
      'own-access',
    );
  });

  it('lets a manager edit their own profile when role, type and status stay (coördinator spelling included)', () => {
    const self = user(coordinator.id, 'coordinator');

    expect(
      userManagementRefusal(coordinator, self, { role: 'coördinator', type: null, status: 'active' }),
    ).toBe(null);
  });

  it('refuses a coordinator acting on a bestuurslid, whose rights are not a subset of theirs', () => {
    expect(userManagementRefusal(coordinator, user(10, 'bestuurslid'))).toBe('target-not-below-manager');
    expect(canManageUser(coordinator, user(10, 'bestuurslid'))).toBe(false);
  });

  it('refuses a bestuurslid acting on a coordinator, and either of them on an admin', () => {
    expect(canManageUser(bestuurslid, user(11, 'coordinator'))).toBe(false);
    expect(userManagementRefusal(coordinator, user(12, 'admin'))).toBe('only-admins-manage-admins');
    expect(userManagementRefusal(bestuurslid, user(12, 'admin'))).toBe('only-admins-manage-admins');
  });

  it('lets a coordinator manage volunteers, homework coaches and bestuurders', () => {
    for (const role of ['vrijwilliger', 'huiswerkbegeleider', 'bestuurder', 'dagelijks_bestuurder']) {
      expect(canManageUser(coordinator, user(20, role)), role).toBe(true);
    }
  });

  it('refuses a coordinator who would give a volunteer a role or type with more rights', () => {
    const target = user(21, 'vrijwilliger');

    expect(
      userManagementRefusal(coordinator, target, { role: 'bestuurslid', type: null, status: 'active' }),
    ).toBe('assigns-not-below-manager');
    expect(
      userManagementRefusal(coordinator, target, {
        role: 'vrijwilliger',
        type: 'bestuurder',
        status: 'active',
      }),
    ).toBe('assigns-not-below-manager');
    expect(userManagementRefusal(coordinator, null, { role: 'admin', type: null, status: 'active' })).toBe(
      'only-admins-manage-admins',
    );
  });

  it('lets an admin manage and assign everything except their own access', () => {
    expect(canManageUser(admin, user(30, 'admin'))).toBe(true);
    expect(
      userManagementRefusal(admin, user(30, 'vrijwilliger'), {
        role: 'admin',
        type: 'bestuurder',
        status: 'active',
      }),
    ).toBe(null);
    expect(assignableRoles(admin)).toHaveLength(7);
  });

  it('refuses someone without the manage-users permission whatever the target', () => {
    expect(userManagementRefusal(volunteer, user(40, 'vrijwilliger'))).toBe('not-a-manager');
    expect(mayAssign(volunteer, { role: 'vrijwilliger' })).toBe(false);
  });

  it('offers each manager only the roles and types with fewer rights than their own', () => {
    expect(assignableRoles(coordinator)).toEqual([
      'bestuurder',
      'dagelijks_bestuurder',
      'vrijwilliger',
      'huiswerkbegeleider',
    ]);
    expect(assignableRoles(bestuurslid)).toEqual([
      'dagelijks_bestuurder',
      'vrijwilliger',
      'huiswerkbegeleider',
    ]);
    expect(assignableTypes(coordinator, 'vrijwilliger')).not.toContain('bestuurder');
    expect(assignableTypes(coordinator, 'vrijwilliger')).toContain('mentor');
    expect(assignableTypes({ id: 5, role: 'coordinator', type: 'coordinator' }, 'vrijwilliger')).toContain(
      'bestuurder',
    );
  });
});
