import { describe, expect, it } from 'vitest';
import { centsToDecimal, mileageCents, parseCents, parseFixed, parseTenths } from '../../shared/money';

describe('money without floats', () => {
  it('parses euro amounts with a dot or a comma, up to two decimals', () => {
    expect(parseCents('3.75')).toBe(375);
    expect(parseCents('3,7')).toBe(370);
    expect(parseCents(12)).toBe(1200);
    expect(parseCents(0.1)).toBe(10);
    expect(parseCents('1.005')).toBeNull();
    expect(parseCents('-1')).toBeNull();
    expect(parseCents('1e3')).toBeNull();
    expect(parseCents(Number.NaN)).toBeNull();
  });

  it('parses kilometres in tenths', () => {
    expect(parseTenths('12.5')).toBe(125);
    expect(parseTenths(12.5)).toBe(125);
    expect(parseTenths('12.55')).toBeNull();
    expect(parseFixed('0.3000', 4)).toBe(3000);
  });

  it('computes mileage at the rate, rounded half up to the cent', () => {
    expect(mileageCents(125, 3000)).toBe(375);
    expect(mileageCents(1, 3000)).toBe(3);
    // 0.1 km × € 0,4275 = € 0,04275 → € 0,04
    expect(mileageCents(1, 4275)).toBe(4);
    // 0.3 km × € 0,4250 = € 0,1275 → € 0,13
    expect(mileageCents(3, 4250)).toBe(13);
  });

  it('formats cents as a decimal string', () => {
    expect(centsToDecimal(375)).toBe('3.75');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(120000)).toBe('1200.00');
  });
});
