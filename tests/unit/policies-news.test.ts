import { describe, expect, it } from 'vitest';
import { canManageNews, canReadNews, isTargetedAt, newsStatusOf } from '../../shared/policies/news';

const NOW = new Date('2026-05-04T10:00:00.000Z');

describe('newsStatusOf', () => {
  it('calls an unpublished message a draft, whatever its date', () => {
    expect(newsStatusOf({ isPublished: false, publishDate: '2020-01-01T00:00:00.000Z' }, NOW)).toBe('draft');
  });

  it('calls a published message with a date to come scheduled, and published once the date has come', () => {
    expect(newsStatusOf({ isPublished: true, publishDate: '2026-05-04T10:00:01.000Z' }, NOW)).toBe(
      'scheduled',
    );
    expect(newsStatusOf({ isPublished: true, publishDate: '2026-05-04T10:00:00.000Z' }, NOW)).toBe(
      'published',
    );
  });
});

describe('canReadNews', () => {
  const forVolunteers = { status: 'published' as const, targetRoles: ['vrijwilliger'] };

  it('lets a reader read a published message meant for their role only', () => {
    expect(canReadNews({ role: 'vrijwilliger' }, forVolunteers)).toBe(true);
    expect(canReadNews({ role: 'huiswerkbegeleider' }, forVolunteers)).toBe(false);
    expect(canReadNews({ role: 'bestuurder' }, forVolunteers)).toBe(false);
  });

  it('hides drafts and scheduled messages from their own target roles', () => {
    expect(canReadNews({ role: 'vrijwilliger' }, { ...forVolunteers, status: 'draft' })).toBe(false);
    expect(canReadNews({ role: 'vrijwilliger' }, { ...forVolunteers, status: 'scheduled' })).toBe(false);
  });

  it('lets managers (manage-users) read every message, drafts and scheduled ones included', () => {
    for (const role of ['admin', 'coordinator', 'bestuurslid', 'coördinator']) {
      expect(canManageNews({ role })).toBe(true);
      expect(canReadNews({ role }, { ...forVolunteers, status: 'draft' })).toBe(true);
    }
    expect(canManageNews({ role: 'bestuurder' })).toBe(false);
  });
});

describe('isTargetedAt', () => {
  it('matches both spellings of coordinator', () => {
    expect(isTargetedAt({ role: 'coördinator' }, ['coordinator'])).toBe(true);
    expect(isTargetedAt({ role: 'coordinator' }, ['coördinator'])).toBe(true);
    expect(isTargetedAt({ role: 'vrijwilliger' }, ['coordinator'])).toBe(false);
  });
});
