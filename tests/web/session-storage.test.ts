import { afterEach, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../shared/schemas/auth';
import { CURRENT_USER_FIELDS, readStoredUser, STORAGE_KEYS } from '../../web/src/lib/auth/session-storage';

describe('the signed-in user kept in the browser', () => {
  afterEach(() => localStorage.clear());

  it('lists exactly the fields of currentUserSchema, which the entry chunk no longer imports', () => {
    expect([...CURRENT_USER_FIELDS].sort()).toEqual(Object.keys(currentUserSchema.shape).sort());
  });

  it('keeps only those fields of a stored user, whatever an earlier version saved', () => {
    // Prepare
    const stored = {
      id: 7,
      username: 'lotte',
      firstName: 'Lotte',
      lastName: 'Maes',
      email: 'lotte@example.org',
      type: 'vrijwilliger',
      customType: null,
      status: 'actief',
      role: 'vrijwilliger',
      previousSignInAt: null,
      enrolmentRequired: false,
      bankAccount: 'BE68539007547034',
      notes: 'van de coördinator',
    };
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(stored));

    // Act
    const user = readStoredUser();

    // Assess
    expect(user).not.toHaveProperty('bankAccount');
    expect(user).not.toHaveProperty('notes');
    expect(user).toMatchObject({ id: 7, username: 'lotte', role: 'vrijwilliger', enrolmentRequired: false });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).not.toHaveProperty('bankAccount');
  });
});
