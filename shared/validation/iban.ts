import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/** Accepts spaces and lower case as people type them; stores the electronic form (BE68539007547034). */
export function normalizeIban(input: string): string {
  return electronicFormatIBAN(input) ?? input.replace(/\s/g, '').toUpperCase();
}

export const isValidIban = (input: string) => isValidIBAN(normalizeIban(input));

export const formatIban = (input: string) => friendlyFormatIBAN(normalizeIban(input)) ?? input;
