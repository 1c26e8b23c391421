import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../shared/schemas/auth-mfa';
import { keyedDigest } from '../crypto/field-encryption';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** 10 characters of base32 (50 random bits), shown as `xxxxx-xxxxx`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const characters = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/**
 * The stored form of a code (normalized: `abcde23456`); only this is kept: an HMAC with the
 * installation's key (issue 38), so the 50-bit codes cannot be guessed from a copy of the table.
 */
export const hashRecoveryCode = (normalizedCode: string) => keyedDigest('recovery', normalizedCode);

/**
 * How codes handed out before the HMAC were stored (unsalted SHA-256). They keep working until used
 * or replaced by a new enrolment, which stores HMACs only; nothing can migrate them, as only their
 * hashes are known.
 */
export const legacyRecoveryCodeHash = (normalizedCode: string) =>
  createHash('sha256').update(`recovery:${normalizedCode}`, 'utf8').digest('hex');

/** A new set of codes to show once, and their hashes to store. */
export function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map((code) => hashRecoveryCode(code.replace('-', ''))) };
}
