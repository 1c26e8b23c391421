import { describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/permissions';
import {
  DEFAULT_SECOND_FACTOR_ROLES,
  mustUseSecondFactor,
  secondFactorRolesOf,
} from '../../shared/policies/second-factor';

describe('who must use a second factor', () => {
  it('names by default every role that manages users, reviews declarations, sees the books or sends bulk mail', () => {
    expect([...DEFAULT_SECOND_FACTOR_ROLES].sort()).toEqual(
      ['admin', 'bestuurder', 'bestuurslid', 'coordinator', 'dagelijks_bestuurder'].sort(),
    );
    expect(mustUseSecondFactor({ role: 'coördinator' })).toBe(true);
    expect(mustUseSecondFactor({ role: 'vrijwilliger' })).toBe(false);
    expect(mustUseSecondFactor({ role: 'huiswerkbegeleider', type: 'huiswerkbegeleider' })).toBe(false);
  });

  it('always names admin, whatever the setting says', () => {
    expect(mustUseSecondFactor({ role: 'admin' }, [])).toBe(true);
    expect(secondFactorRolesOf([])).toEqual(['admin']);
    expect(secondFactorRolesOf(['coordinator'])).toEqual(['admin', 'coordinator']);
    for (const role of ROLES) expect(mustUseSecondFactor({ role: 'admin' }, [role])).toBe(true);
  });

  it('follows a stored list for the other roles, a volunteer included when named', () => {
    expect(mustUseSecondFactor({ role: 'coordinator' }, ['admin'])).toBe(false);
    expect(mustUseSecondFactor({ role: 'vrijwilliger' }, ['admin', 'vrijwilliger'])).toBe(true);
  });
});
