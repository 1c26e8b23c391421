import type { Principal, Role } from '../../../shared/permissions';
import { mustUseSecondFactor, secondFactorRolesOf } from '../../../shared/policies/second-factor';
import { SECOND_FACTOR_ROLES_SETTING, secondFactorRolesValue } from '../../../shared/schemas/auth-mfa';
import { getSettingValues } from '../../repositories/settings';

/**
 * The roles the `secondFactorRoles` setting names, or undefined when it is absent. A value that cannot
 * be read also means absent (the default): a broken setting must not switch the requirement off.
 */
async function configuredSecondFactorRoles(): Promise<readonly Role[] | undefined> {
  const stored = (await getSettingValues([SECOND_FACTOR_ROLES_SETTING])).get(SECOND_FACTOR_ROLES_SETTING);
  if (stored === undefined) return undefined;
  try {
    const parsed = secondFactorRolesValue.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The roles that must sign in with a second factor now (admin always among them). */
export async function rolesRequiringSecondFactor(): Promise<readonly Role[]> {
  return secondFactorRolesOf(await configuredSecondFactorRoles());
}

/** The shared rule (shared/policies/second-factor.ts) applied with the stored setting. */
export async function userMustUseSecondFactor(user: Principal): Promise<boolean> {
  return mustUseSecondFactor(user, await configuredSecondFactorRoles());
}
