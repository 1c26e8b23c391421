import { describe, expect, it } from 'vitest';
import {
  canSelectPayable,
  entryPaymentRefusal,
  isPayableEntry,
  payableRefusal,
  paymentRefusal,
} from '../../shared/policies/payments';

const now = new Date('2026-11-27T12:00:00Z');

describe('who may make a payment file', () => {
  it('refuses a file that pays the exporter', () => {
    expect(
      paymentRefusal(
        7,
        [
          { userId: 3, ibanChanges: [] },
          { userId: 7, ibanChanges: [] },
        ],
        now,
      ),
    ).toBe('own-payment');
    expect(canSelectPayable({ id: 7 }, { userId: 7 })).toBe(false);
  });

  it('refuses a payee whose IBAN the exporter set in the last 30 days, not after', () => {
    const recent = [{ byId: 7, at: '2026-11-20T12:00:00Z' }];
    const old = [{ byId: 7, at: '2026-10-01T12:00:00Z' }];
    expect(paymentRefusal(7, [{ userId: 3, ibanChanges: recent }], now)).toBe('set-payee-iban');
    expect(paymentRefusal(7, [{ userId: 3, ibanChanges: old }], now)).toBeNull();
  });

  it('lets another board member pay', () => {
    expect(
      paymentRefusal(8, [{ userId: 3, ibanChanges: [{ byId: 7, at: '2026-11-20T12:00:00Z' }] }], now),
    ).toBeNull();
    expect(canSelectPayable({ id: 8 }, { userId: 3 })).toBe(true);
  });
});

describe('paying a transaction with a payee (issue 34)', () => {
  it('refuses whoever last set or changed the payee IBAN, however long ago, and nobody else', () => {
    expect(entryPaymentRefusal(7, [{ payeeIbanSetById: 3 }, { payeeIbanSetById: 7 }])).toBe('set-payee-iban');
    expect(entryPaymentRefusal(8, [{ payeeIbanSetById: 3 }, { payeeIbanSetById: 7 }])).toBeNull();
    expect(payableRefusal({ id: 7 }, { userId: null, payeeIbanSetById: 7 })).toBe('set-payee-iban');
    expect(canSelectPayable({ id: 8 }, { userId: null, payeeIbanSetById: 7 })).toBe(true);
  });

  it('counts only approved outgoing transactions made by hand with a payee IBAN and not paid yet', () => {
    const entry = {
      type: 'outgoing' as const,
      status: 'approved',
      declarationId: null,
      payeeIban: 'BE43068999999501',
      payment: null,
    };
    expect(isPayableEntry(entry)).toBe(true);
    expect(isPayableEntry({ ...entry, payment: { state: 'in_betaling' } })).toBe(true);
    expect(isPayableEntry({ ...entry, payment: { state: 'betaald' } })).toBe(false);
    expect(isPayableEntry({ ...entry, status: 'pending' })).toBe(false);
    expect(isPayableEntry({ ...entry, type: 'incoming' })).toBe(false);
    expect(isPayableEntry({ ...entry, payeeIban: null })).toBe(false);
    expect(isPayableEntry({ ...entry, declarationId: 4 })).toBe(false);
  });
});
