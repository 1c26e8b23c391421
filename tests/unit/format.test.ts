import { describe, expect, it } from 'vitest';
import {
  declarationStatusLabel,
  declarationTypeLabel,
  displayName,
  familyStatusLabel,
  formatAmount,
  formatCents,
  formatDate,
  formatDateTime,
  formatDay,
  formatFileSize,
  initials,
  monthInBrussels,
  roleLabel,
  todayInBrussels,
  userStatusLabel,
  userTypeLabel,
} from '../../shared/format';

// Intl may use a narrow no-break space between '€' and the amount.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('labels of stored codes', () => {
  it('names the roles of spec §6, whatever the spelling of coördinator', () => {
    expect(roleLabel('admin')).toBe('Administrator');
    expect(roleLabel('bestuurslid')).toBe('Bestuurslid');
    expect(roleLabel('coördinator')).toBe('Coördinator');
    expect(roleLabel('coordinator')).toBe('Coördinator');
    expect(roleLabel('vrijwilliger')).toBe('Vrijwilliger');
  });

  it('shows an unknown code as it is instead of failing', () => {
    expect(roleLabel('astronaut')).toBe('astronaut');
    expect(familyStatusLabel('toString')).toBe('toString');
  });

  it('names family, declaration and user statuses and declaration types in Dutch', () => {
    expect(familyStatusLabel('actief')).toBe('Actief');
    expect(familyStatusLabel('in_behandeling')).toBe('In behandeling');
    expect(declarationStatusLabel('pending')).toBe('In afwachting');
    expect(declarationStatusLabel('approved')).toBe('Goedgekeurd');
    expect(declarationTypeLabel('mileage')).toBe('Kilometervergoeding');
    expect(userStatusLabel('inactive')).toBe('Inactief');
  });

  it('shows the free-text function of a user of type overige', () => {
    expect(userTypeLabel({ type: 'overige', customType: 'Chauffeur' })).toBe('Chauffeur');
    expect(userTypeLabel({ type: 'dagelijks_bestuurder', customType: null })).toBe('Dagelijks bestuurder');
    expect(userTypeLabel({ type: null })).toBeNull();
  });
});

describe('display names', () => {
  it('uses the full name, else the username, else Onbekend', () => {
    expect(displayName({ firstName: 'An', lastName: 'Peeters', username: 'an' })).toBe('An Peeters');
    expect(displayName({ firstName: '', lastName: '', username: 'an' })).toBe('an');
    expect(displayName({ firstName: null, lastName: undefined, username: null })).toBe('Onbekend');
  });

  it('makes initials from the names, or from the username', () => {
    expect(initials({ firstName: 'an', lastName: 'Peeters' })).toBe('AP');
    expect(initials({ firstName: '', lastName: '', username: 'jan' })).toBe('J');
  });
});

describe('euro amounts', () => {
  it('writes integer cents in Belgian notation', () => {
    expect(plain(formatCents(375))).toBe('€ 3,75');
    expect(plain(formatCents(123456))).toBe('€ 1.234,56');
  });

  it('writes the API decimal string without float drift, and leaves garbage as it is', () => {
    expect(plain(formatAmount('0.30'))).toBe('€ 0,30');
    expect(formatAmount('abc')).toBe('abc');
  });
});

describe('dates on the Brussels clock', () => {
  it('knows it is already tomorrow in Brussels late in the UTC evening', () => {
    expect(todayInBrussels(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInBrussels(new Date('2026-01-15T22:30:00Z'))).toBe('2026-01-15');
  });

  it('puts a moment in the Brussels month', () => {
    expect(monthInBrussels('2026-03-31T22:30:00Z')).toBe('2026-04');
    expect(monthInBrussels(new Date('2026-03-31T21:30:00Z'))).toBe('2026-03');
  });

  it('writes moments as dd-mm-jjjj and dd-mm-jjjj HH:mm in Brussels time', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01-01-2027');
    expect(formatDateTime('2026-07-04T06:05:00Z')).toBe('04-07-2026 08:05');
    expect(formatDateTime('2026-01-04T23:59:00Z')).toBe('05-01-2026 00:59');
  });

  it('writes a calendar day without shifting it, and shows a dash for an unreadable moment', () => {
    expect(formatDay('2026-02-03')).toBe('03-02-2026');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });
});

describe('file sizes', () => {
  it('steps by 1024 with one Belgian decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
