import { describe, expect, it } from 'vitest';
import { canSelectPayable, paymentRefusal } from '../../shared/policies/payments';

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
