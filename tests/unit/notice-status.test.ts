import { describe, expect, it } from 'vitest';
import type { NoticeRecord } from '../../functions/repositories/volunteer-records';
import { noticeStatusOf } from '../../functions/services/volunteer-records/present-notice';
import {
  screeningExpiresOn,
  screeningReminderDay,
} from '../../functions/services/volunteer-records/screening-dates';

const notice: NoticeRecord = {
  version: 3,
  uploadId: 'u',
  fileName: 'nota.pdf',
  publishedAt: '2026-01-05T10:00:00.000Z',
  publishedBy: 1,
};

describe('who must acknowledge the organisation notice', () => {
  it('asks an active user who acknowledged an older version, or none', () => {
    expect(noticeStatusOf(notice, { status: 'active', noticeVersion: 2 }).mustAcknowledge).toBe(true);
    expect(noticeStatusOf(notice, { status: 'active', noticeVersion: null }).mustAcknowledge).toBe(true);
    expect(noticeStatusOf(notice, { status: 'active' }).mustAcknowledge).toBe(true);
  });

  it('does not ask who acknowledged the current version, a pending or inactive account, or when there is no notice', () => {
    expect(noticeStatusOf(notice, { status: 'active', noticeVersion: 3 }).mustAcknowledge).toBe(false);
    expect(noticeStatusOf(notice, { status: 'pending', noticeVersion: null }).mustAcknowledge).toBe(false);
    expect(noticeStatusOf(notice, { status: 'inactive', noticeVersion: 1 }).mustAcknowledge).toBe(false);
    expect(noticeStatusOf(null, { status: 'active', noticeVersion: null }).mustAcknowledge).toBe(false);
  });
});

describe('screening dates', () => {
  it('is three years valid and reminded 30 days before', () => {
    expect(screeningExpiresOn('2025-03-14')).toBe('2028-03-14');
    expect(screeningReminderDay('2025-03-14')).toBe('2028-02-13');
    expect(screeningExpiresOn('2024-02-29')).toBe('2027-03-01');
  });
});
