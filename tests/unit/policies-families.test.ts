import { describe, expect, it } from 'vitest';
import {
  assignedOnlyScope,
  canEditFamily,
  canSeeFamily,
  seesOnlyAssignedFamilies,
} from '../../shared/policies/families';

describe('who sees which families', () => {
  it('shows a volunteer and a homework coach only the families assigned to them', () => {
    const volunteer = { id: 7, role: 'vrijwilliger' };
    expect(seesOnlyAssignedFamilies({ role: 'huiswerkbegeleider' })).toBe(true);
    expect(assignedOnlyScope(volunteer)).toBe(7);
    expect(canSeeFamily(volunteer, { assignedTo: 7 })).toBe(true);
    expect(canSeeFamily(volunteer, { assignedTo: 8 })).toBe(false);
    expect(canSeeFamily(volunteer, { assignedTo: null })).toBe(false);
  });

  it('shows staff and the board every family', () => {
    expect(assignedOnlyScope({ id: 1, role: 'coördinator' })).toBeNull();
    expect(canSeeFamily({ id: 1, role: 'bestuurslid' }, { assignedTo: 8 })).toBe(true);
  });

  it('lets only those who manage families edit them', () => {
    expect(canEditFamily({ role: 'bestuurder' })).toBe(true);
    expect(canEditFamily({ role: 'bestuurslid' })).toBe(false);
    expect(canEditFamily({ role: 'vrijwilliger' })).toBe(false);
  });
});
