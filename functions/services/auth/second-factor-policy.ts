import type { Role } from '../../../shared/permissions';
import {
  DEFAULT_SECOND_FACTOR_ROLES,
  SECOND_FACTOR_ROLES_SETTING,
  secondFactorRolesValue,
} from '../../../shared/schemas/auth-mfa';
import { getSettingValues } from '../../repositories/settings';

/**
 * The roles that must sign in with a second factor: the setting when it holds a list of roles, the
 * default (admin and bestuurslid) when it is absent. A value that cannot be read also means the
 * default: a broken setting must not switch the requirement off.
 */
export async function rolesRequiringSecondFactor(): Promise<readonly Role[]> {
  const stored = (await getSettingValues([SECOND_FACTOR_ROLES_SETTING])).get(SECOND_FACTOR_ROLES_SETTING);
  if (stored === undefined) return DEFAULT_SECOND_FACTOR_ROLES;
  try {
    const parsed = secondFactorRolesValue.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_SECOND_FACTOR_ROLES;
  } catch {
    return DEFAULT_SECOND_FACTOR_ROLES;
  }
}

export async function mustUseSecondFactor(role: Role): Promise<boolean> {
  return (await rolesRequiringSecondFactor()).includes(role);
}
