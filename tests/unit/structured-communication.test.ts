import { describe, expect, it } from 'vitest';
import {
  entryIdOfCommunication,
  entryStructuredCommunication,
  isValidStructuredCommunication,
  parseStructuredCommunication,
  structuredCheckDigits,
  structuredCommunicationOf,
} from '../../shared/validation/structured-communication';

describe('Belgian structured communication', () => {
  it('computes the check digits as the base modulo 97', () => {
    expect(structuredCheckDigits('1234567890')).toBe(String(1234567890 % 97).padStart(2, '0'));
    expect(structuredCommunicationOf(1234567890)).toBe('+++123/4567/89002+++');
  });

  it('uses 97 when the base is a multiple of 97', () => {
    expect(structuredCheckDigits('0000000097')).toBe('97');
    expect(structuredCommunicationOf(97 * 1_000_000)).toBe('+++009/7000/00097+++');
  });

  it('pads a short base with zeros', () => {
    expect(structuredCommunicationOf(1)).toBe('+++000/0000/00101+++');
  });

  it('reads the framed, starred, plain and embedded forms and refuses wrong check digits', () => {
    expect(parseStructuredCommunication('+++123/4567/89002+++')).toBe('123456789002');
    expect(parseStructuredCommunication('***123/4567/89002***')).toBe('123456789002');
    expect(parseStructuredCommunication('123456789002')).toBe('123456789002');
    expect(parseStructuredCommunication('Betaling +++123/4567/89002+++ dank')).toBe('123456789002');
    expect(parseStructuredCommunication('+++123/4567/89003+++')).toBeNull();
    expect(parseStructuredCommunication('lidgeld 2026')).toBeNull();
    expect(isValidStructuredCommunication('+++009/7000/00097+++')).toBe(true);
  });

  it('gives an entry a communication that leads back to it', () => {
    const text = entryStructuredCommunication(4711);
    expect(isValidStructuredCommunication(text)).toBe(true);
    expect(entryIdOfCommunication(parseStructuredCommunication(text))).toBe(4711);
    expect(entryIdOfCommunication('000000000101')).toBeNull();
  });

  it('refuses a base longer than ten digits', () => {
    expect(() => structuredCommunicationOf(12345678901)).toThrow(RangeError);
  });
});
