import { describe, expect, it } from 'vitest';
import { can, canSeeNavEntry, normalizeRole } from '../../shared/permissions';

describe('permissions of spec §6', () => {
  it('accepts both spellings of coordinator', () => {
    expect(normalizeRole('coördinator')).toBe('coordinator');
    expect(can({ role: 'coördinator' }, 'manageUsers')).toBe(true);
    expect(can({ role: 'coordinator' }, 'manageUsers')).toBe(true);
  });

  it('lets only coordinators, bestuursleden and admins manage users', () => {
    expect(can({ role: 'bestuurslid' }, 'manageUsers')).toBe(true);
    expect(can({ role: 'bestuurder' }, 'manageUsers')).toBe(false);
    expect(can({ role: 'vrijwilliger' }, 'manageUsers')).toBe(false);
  });

  it('grants viewing activities by user type as well as to admins', () => {
    expect(can({ role: 'vrijwilliger', type: 'adviserend_bestuurslid' }, 'viewActivities')).toBe(true);
    expect(can({ role: 'admin' }, 'viewActivities')).toBe(true);
    expect(can({ role: 'bestuurslid', type: 'mentor' }, 'viewActivities')).toBe(false);
  });

  it('refuses unknown roles and nobody', () => {
    expect(can({ role: 'superuser' }, 'administer')).toBe(false);
    expect(can(null, 'viewFamilies')).toBe(false);
  });

  it('shows Gezinnen to a volunteer of type huiswerkbegeleider but not to a plain volunteer', () => {
    expect(canSeeNavEntry({ role: 'vrijwilliger', type: 'huiswerkbegeleider' }, '/gezinnen')).toBe(true);
    expect(canSeeNavEntry({ role: 'vrijwilliger', type: 'mentor' }, '/gezinnen')).toBe(false);
    expect(canSeeNavEntry({ role: 'vrijwilliger' }, '/agenda')).toBe(true);
    expect(canSeeNavEntry({ role: 'coordinator' }, '/instellingen')).toBe(false);
  });
});
