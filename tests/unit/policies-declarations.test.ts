import { describe, expect, it } from 'vitest';
import {
  canDeleteDeclaration,
  canEditDeclaration,
  canReviewDeclaration,
  canSeeDeclaration,
  declarationDateRefusal,
  earliestDeclarationDate,
  isAllowedTransition,
  nextStatuses,
  reviewRefusal,
  undoApprovalRefusal,
} from '../../shared/policies/declarations';

const volunteer = { id: 1, role: 'vrijwilliger' };
const coordinator = { id: 2, role: 'coördinator' };
const admin = { id: 3, role: 'admin' };
const own = (status: 'pending' | 'approved' = 'pending') => ({ userId: 1, status });
const NOW = new Date('2026-05-10T12:00:00Z');

describe('declaration status transitions', () => {
  it('follows the review flow of spec §4 and never goes back to pending', () => {
    expect(isAllowedTransition('pending', 'in_behandeling')).toBe(true);
    expect(isAllowedTransition('in_behandeling', 'wordt_verwerkt')).toBe(true);
    expect(isAllowedTransition('pending', 'wordt_verwerkt')).toBe(false);
    expect(isAllowedTransition('approved', 'approved')).toBe(false);
    expect(isAllowedTransition('approved', 'rejected')).toBe(true);
    expect(isAllowedTransition('rejected', 'pending')).toBe(false);
  });

  it('offers the reviewer the next steps in the screen order', () => {
    expect(nextStatuses('pending')).toEqual(['in_behandeling', 'approved', 'rejected']);
    expect(nextStatuses('approved')).toEqual(['rejected']);
  });
});

describe('who may see, edit and delete a declaration', () => {
  it('lets a volunteer see only their own, and reviewers everyone’s', () => {
    expect(canSeeDeclaration(volunteer, own())).toBe(true);
    expect(canSeeDeclaration({ id: 9, role: 'vrijwilliger' }, own())).toBe(false);
    expect(canSeeDeclaration(coordinator, own())).toBe(true);
  });

  it('lets the owner edit only while pending, and a coordinator not at all', () => {
    expect(canEditDeclaration(volunteer, own('pending'))).toBe(true);
    expect(canEditDeclaration(volunteer, own('approved'))).toBe(false);
    expect(canEditDeclaration(coordinator, own('pending'))).toBe(false);
    expect(canEditDeclaration(admin, own('pending'))).toBe(true);
  });

  it('lets an admin delete at any status, the owner only while pending', () => {
    expect(canDeleteDeclaration(admin, own('approved'))).toBe(true);
    expect(canDeleteDeclaration(volunteer, own('approved'))).toBe(false);
    expect(canDeleteDeclaration(volunteer, own('pending'))).toBe(true);
  });
});

describe('reviewing', () => {
  it('refuses reviewing one’s own declaration and non-reviewers', () => {
    expect(canReviewDeclaration({ id: 1, role: 'coordinator' }, own())).toBe(false);
    expect(canReviewDeclaration(volunteer, { userId: 5 })).toBe(false);
    expect(reviewRefusal(volunteer, { userId: 5, status: 'pending' }, 'approved', [], NOW)).toBe(
      'not-a-reviewer',
    );
    expect(reviewRefusal(coordinator, { userId: 2, status: 'pending' }, 'approved', [], NOW)).toBe(
      'own-declaration',
    );
  });

  it('refuses approval by the reviewer who changed the declarant’s IBAN within 30 days', () => {
    const changed = [{ byId: coordinator.id, at: '2026-04-20T12:00:00Z' }];
    expect(reviewRefusal(coordinator, own(), 'approved', changed, NOW)).toBe('set-payee-iban');
    expect(reviewRefusal(coordinator, own(), 'rejected', changed, NOW)).toBeNull();
    expect(reviewRefusal(admin, own(), 'approved', changed, NOW)).toBeNull();
  });

  it('allows that reviewer again once 30 days have passed', () => {
    const changed = [{ byId: coordinator.id, at: '2026-04-10T11:59:59Z' }];
    expect(reviewRefusal(coordinator, own(), 'approved', changed, NOW)).toBeNull();
  });

  it('refuses approval by someone who edited the declaration, but lets them take other steps', () => {
    const edited = { ...own(), editorIds: [admin.id] };
    expect(reviewRefusal(admin, edited, 'approved', [], NOW)).toBe('edited-it');
    expect(reviewRefusal(admin, edited, 'in_behandeling', [], NOW)).toBeNull();
    expect(reviewRefusal(coordinator, edited, 'approved', [], NOW)).toBeNull();
  });
});

describe('undoing an approval', () => {
  const approvedAt = '2026-05-10T12:00:00.000Z';
  const approved = {
    userId: 1,
    status: 'approved' as const,
    statusHistory: [
      { at: '2026-05-09T08:00:00Z', byId: 1, from: null, to: 'pending' as const },
      { at: approvedAt, byId: coordinator.id, from: 'pending' as const, to: 'approved' as const },
    ],
  };
  const later = (ms: number) => new Date(new Date(approvedAt).getTime() + ms);

  it('lets the approving reviewer undo within 10 seconds, 10 s itself included', () => {
    expect(undoApprovalRefusal(coordinator, approved, later(9_999))).toBeNull();
    expect(undoApprovalRefusal(coordinator, approved, later(10_000))).toBeNull();
  });

  it('refuses after 10 seconds', () => {
    expect(undoApprovalRefusal(coordinator, approved, later(10_001))).toBe('too-late');
  });

  it('refuses another reviewer and a declaration whose last step was no approval', () => {
    expect(undoApprovalRefusal(admin, approved, later(1_000))).toBe('not-your-approval');
    expect(undoApprovalRefusal(coordinator, { ...approved, status: 'rejected' }, later(1_000))).toBe(
      'not-approved',
    );
  });
});

describe('a declaration being paid (issue 34)', () => {
  const justApproved = (payment: {
    paymentStatus?: 'in_betaling' | 'betaald';
    payment?: { state: 'in_betaling' | 'betaald' };
  }) => ({
    userId: 1,
    status: 'approved' as const,
    statusHistory: [
      { at: '2026-05-10T11:59:58Z', byId: admin.id, from: 'pending' as const, to: 'approved' as const },
    ],
    ...payment,
  });

  it('is no longer rejected, unapproved, edited or deleted, whether in a file or paid, as the API shows it or as it is stored', () => {
    for (const declaration of [
      justApproved({ paymentStatus: 'in_betaling' }),
      justApproved({ paymentStatus: 'betaald' }),
      justApproved({ payment: { state: 'in_betaling' } }),
      justApproved({ payment: { state: 'betaald' } }),
    ]) {
      expect(reviewRefusal(coordinator, declaration, 'rejected', [], NOW)).toBe('in-payment');
      expect(undoApprovalRefusal(admin, declaration, NOW)).toBe('in-payment');
      expect(canEditDeclaration(admin, declaration)).toBe(false);
      expect(canDeleteDeclaration(admin, declaration)).toBe(false);
    }
  });

  it('leaves an approved declaration outside any file to the usual rules', () => {
    const declaration = justApproved({});

    expect(reviewRefusal(coordinator, declaration, 'rejected', [], NOW)).toBeNull();
    expect(undoApprovalRefusal(admin, declaration, NOW)).toBeNull();
    expect(canDeleteDeclaration(admin, declaration)).toBe(true);
  });
});

describe("a declaration's own date (ARCHITECTURE §11)", () => {
  it('lies between 90 days back and today in Brussels, across a year and a leap day', () => {
    expect(earliestDeclarationDate('2026-05-25')).toBe('2026-02-24');
    expect(earliestDeclarationDate('2028-03-01')).toBe('2027-12-02');
    expect(declarationDateRefusal('2026-05-25', '2026-05-25')).toBeNull();
    expect(declarationDateRefusal('2026-02-24', '2026-05-25')).toBeNull();
    expect(declarationDateRefusal('2026-02-23', '2026-05-25')).toBe('tooOld');
    expect(declarationDateRefusal('2026-05-26', '2026-05-25')).toBe('inFuture');
  });

  it('lets an edit keep the stored date however old, but not move to another old one or the future', () => {
    expect(declarationDateRefusal('2026-01-10', '2026-05-25', '2026-01-10')).toBeNull();
    expect(declarationDateRefusal('2026-01-11', '2026-05-25', '2026-01-10')).toBe('tooOld');
    expect(declarationDateRefusal('2026-05-26', '2026-05-25', '2026-05-26')).toBe('inFuture');
  });
});
