/**
 * A valid in-portal signup (§7 POST /api/families/register, §5 in-portal form rules). Its notes hold
 * the kind of detail about a child that must never reach a notification or the activity feed, so
 * tests can assert it stays out.
 */
export const PORTAL_SIGNUP_NOTES = 'Dyslexie, graag rustig';

export const portalSignup = (overrides: Record<string, unknown> = {}) => ({
  parentName: 'Karim Benali',
  email: 'karim.benali@example.org',
  phone: '0470 12 34 56',
  address: 'Stationsstraat 12, 2800 Mechelen',
  childName: 'Amira',
  childAge: '9',
  schoolName: 'Sint-Jozefschool',
  grade: '3de leerjaar',
  subjects: 'Wiskunde',
  notes: PORTAL_SIGNUP_NOTES,
  ...overrides,
});
