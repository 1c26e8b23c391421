import { describe, expect, it } from 'vitest';
import {
  calendarAccess,
  canDeleteCalendar,
  canEditEvents,
  canManageCalendar,
  canSeeCalendar,
  levelAllows,
} from '../../shared/policies/calendar';

const calendar = {
  ownerId: 1,
  isPublic: false,
  shares: [
    { userId: 2, permission: 'view' as const },
    { userId: 3, permission: 'edit' as const },
    { userId: 4, permission: 'admin' as const },
  ],
};
const user = (id: number, role = 'vrijwilliger') => ({ id, role });

describe('who may do what with a calendar', () => {
  it('hides a private calendar from everyone it is not shared with', () => {
    expect(calendarAccess(user(9), calendar)).toBeNull();
    expect(canSeeCalendar(user(9, 'coordinator'), calendar)).toBe(false);
    expect(canSeeCalendar(user(9, 'bestuurslid'), calendar)).toBe(false);
  });

  it('shows a public calendar to everyone, read-only', () => {
    const open = { ...calendar, isPublic: true };
    expect(calendarAccess(user(9), open)).toBe('view');
    expect(canEditEvents(user(9), open)).toBe(false);
  });

  it('lets a view share only read, an edit share change events, an admin share also manage', () => {
    expect([2, 3, 4].map((id) => canEditEvents(user(id), calendar))).toEqual([false, true, true]);
    expect([2, 3, 4].map((id) => canManageCalendar(user(id), calendar))).toEqual([false, false, true]);
    expect([2, 3, 4].map((id) => canDeleteCalendar(user(id), calendar))).toEqual([false, false, false]);
  });

  it('lets the owner and a portal admin do everything, delete included', () => {
    expect(calendarAccess(user(1), calendar)).toBe('owner');
    expect(calendarAccess(user(9, 'admin'), calendar)).toBe('owner');
    expect(canDeleteCalendar(user(9, 'admin'), calendar)).toBe(true);
  });

  it('answers the same questions from a level the server sent', () => {
    expect(levelAllows.editEvents('view')).toBe(false);
    expect(levelAllows.editEvents('edit')).toBe(true);
    expect(levelAllows.manage('edit')).toBe(false);
    expect(levelAllows.manage('admin')).toBe(true);
    expect(levelAllows.remove('admin')).toBe(false);
    expect(levelAllows.remove('owner')).toBe(true);
    expect(levelAllows.editEvents(null)).toBe(false);
  });
});
