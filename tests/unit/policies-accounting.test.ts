import { describe, expect, it } from 'vitest';
import {
  balanceEffect,
  canChangeEntry,
  canManageBankAccounts,
  canReviewEntry,
  canViewBookkeeping,
  entryChangeRefusal,
} from '../../shared/policies/accounting';

const pending = { status: 'pending' as const, declarationId: null };
const approved = { status: 'approved' as const, declarationId: null };
const booked = { status: 'approved' as const, declarationId: 12 };

describe('bookkeeping policies', () => {
  it('lets bestuurslid, admin and coordinator keep the books, and nobody else', () => {
    const roles = ['admin', 'bestuurslid', 'coordinator', 'coördinator', 'bestuurder', 'vrijwilliger'];

    const allowed = roles.filter((role) => canViewBookkeeping({ role }));

    expect(allowed).toEqual(['admin', 'bestuurslid', 'coordinator', 'coördinator']);
  });

  it('lets only bestuurslid and admin approve, reject and manage bank accounts', () => {
    const roles = ['admin', 'bestuurslid', 'coordinator', 'vrijwilliger'];

    const reviewers = roles.filter((role) => canReviewEntry({ role }, pending));
    const managers = roles.filter((role) => canManageBankAccounts({ role }));

    expect(reviewers).toEqual(['admin', 'bestuurslid']);
    expect(managers).toEqual(['admin', 'bestuurslid']);
  });

  it('makes approved and rejected transactions final, and bookings of declarations follow their declaration', () => {
    expect(entryChangeRefusal(pending)).toBeNull();
    expect(entryChangeRefusal(approved)).toBe('processed');
    expect(entryChangeRefusal({ status: 'rejected', declarationId: null })).toBe('processed');
    expect(entryChangeRefusal(booked)).toBe('booked');
    expect(canChangeEntry({ role: 'coordinator' }, pending)).toBe(true);
    expect(canChangeEntry({ role: 'admin' }, approved)).toBe(false);
    expect(canReviewEntry({ role: 'admin' }, approved)).toBe(false);
  });

  it('adds incoming and subtracts outgoing amounts from a bank balance', () => {
    expect(balanceEffect({ type: 'incoming', amountCents: 1250 })).toBe(1250);
    expect(balanceEffect({ type: 'outgoing', amountCents: 1250 })).toBe(-1250);
  });
});
