import { describe, expect, it } from 'vitest';
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
});
