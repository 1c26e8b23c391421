import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  commonPasswordsPath,
  encodeCommonPasswords,
  listedCommonPasswords,
} from '../../infra/tools/common-passwords';
import { messages } from '../../shared/messages';

process.env.STAGE ??= 'test';
process.env.PORTAL_URL ??= 'http://localhost:3000';
process.env.MAIL_FROM ??= 'noreply@example.org';
process.env.LOG_LEVEL ??= 'silent';

const { hashPassword, verifyPassword } = await import('../../functions/services/auth/passwords');
const { passwordProblem } = await import('../../functions/services/auth/password-policy');

describe('passwords', () => {
  it('hashes with argon2id at the cost ARCHITECTURE.md §5 asks for, salted per hash', async () => {
    const first = await hashPassword('Lange-Zin-Met-Woorden');
    const second = await hashPassword('Lange-Zin-Met-Woorden');

    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Lange-Zin-Met-Woorden', first)).toBe(true);
    expect(await verifyPassword('lange-zin-met-woorden', first)).toBe(false);
  });

  it('never verifies against a missing hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
  });

  it('refuses short and common passwords with the Dutch reason', () => {
    expect(passwordProblem('kort')).toBe(messages.password.tooShort);
    expect(passwordProblem('password1')).toBe(messages.password.tooCommon);
    expect(passwordProblem('Qwerty123')).toBe(messages.password.tooCommon);
    expect(passwordProblem('Huiswerk-Helpt-Kinderen')).toBeNull();
  });

  it('refuses every password of the full common-password list, in any letter case', () => {
    const listed = listedCommonPasswords();

    const accepted = listed.filter(
      (password) =>
        passwordProblem(password) !== messages.password.tooCommon ||
        passwordProblem(password.toUpperCase()) !== messages.password.tooCommon,
    );

    expect(listed).toHaveLength(50_000);
    expect(accepted).toEqual([]);
  });

  it('ships the compact list infra/tools/common-passwords.ts writes from the package, byte for byte', () => {
    const committed = readFileSync(commonPasswordsPath);

    expect(committed.equals(encodeCommonPasswords(listedCommonPasswords()))).toBe(true);
    // 32 bits of each entry's hash: 4 bytes a password, one pair of the 50,000 shares its hash.
    expect(committed.length).toBe(49_999 * 4);
  });

  it('mistakes a random strong password for a common one about once in 86,000 (50,000 / 2^32)', () => {
    // 50,000 random 16-character passwords: about 0.6 false refusals are expected; 6 would be a
    // rate ten times the stated one (a chance of about 3 in 100,000 at the stated rate).
    const refused = Array.from({ length: 50_000 }, () => randomBytes(12).toString('base64')).filter(
      (password) => passwordProblem(password) === messages.password.tooCommon,
    ).length;

    expect(refused).toBeLessThan(6);
  });
});
