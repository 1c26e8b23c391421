import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from '../../shared/validation/iban';
import {
  formatRijksregisternummer,
  isValidRijksregisternummer,
  maskRijksregisternummer,
} from '../../shared/validation/rijksregisternummer';

describe('rijksregisternummer', () => {
  it('accepts a valid number for a birth before 2000, with or without punctuation', () => {
    expect(isValidRijksregisternummer('85073003328')).toBe(true);
    expect(isValidRijksregisternummer('85.07.30-033.28')).toBe(true);
  });

  it('accepts a valid number for a birth from 2000 on (the 2-prefixed check)', () => {
    // 97 - (2010101001 mod 97) = 97 - 71 = 26, while the pre-2000 check would be 94
    expect(isValidRijksregisternummer('01010100126')).toBe(true);
    expect(isValidRijksregisternummer('01010100127')).toBe(false);
  });

  it('refuses wrong check digits, wrong lengths and letters', () => {
    expect(isValidRijksregisternummer('85073003329')).toBe(false);
    expect(isValidRijksregisternummer('8507300332')).toBe(false);
    expect(isValidRijksregisternummer('8507300332X')).toBe(false);
  });

  it('masks all but the last two digits and formats the usual way', () => {
    expect(maskRijksregisternummer('85073003328')).toBe('•••••••••28');
    expect(formatRijksregisternummer('85073003328')).toBe('85.07.30-033.28');
  });
});

describe('IBAN', () => {
  it('validates by mod 97 and accepts the way people type it', () => {
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true);
    expect(isValidIban('be68539007547034')).toBe(true);
    expect(isValidIban('BE68 5390 0754 7035')).toBe(false);
    expect(normalizeIban('be68 5390 0754 7034')).toBe('BE68539007547034');
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
  });
});
