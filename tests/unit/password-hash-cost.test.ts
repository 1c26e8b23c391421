import { afterEach, describe, expect, it, vi } from 'vitest';

const BASE_ENV = { STAGE: 'test', PORTAL_URL: 'http://localhost:3000', MAIL_FROM: 'noreply@example.org' };

async function importWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries({ ...BASE_ENV, LOG_LEVEL: 'silent', ...env }))
    vi.stubEnv(name, value);
  return import('../../functions/services/auth/passwords');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the password hash cost of a test run (functions/config PASSWORD_HASH_COST)', () => {
  it('hashes with the same argon2id at 1 MiB and one pass, and still verifies a production hash', async () => {
    const production = await (await importWith({})).hashPassword('Lange-Zin-Met-Woorden');
    const { hashPassword, verifyPassword } = await importWith({ PASSWORD_HASH_COST: 'test-run' });

    const cheap = await hashPassword('Lange-Zin-Met-Woorden');

    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword('Lange-Zin-Met-Woorden', cheap)).toBe(true);
    expect(await verifyPassword('Lange-Zin-Met-Woorden', production)).toBe(true);
    expect(await verifyPassword('lange-zin-met-woorden', production)).toBe(false);
  });

  it('is refused inside a Lambda function, whatever its environment says', async () => {
    await expect(
      importWith({ PASSWORD_HASH_COST: 'test-run', AWS_LAMBDA_FUNCTION_NAME: 'vwp-login' }),
    ).rejects.toThrow(/PASSWORD_HASH_COST: must be owasp in a Lambda function/);
  });

  it('is the production cost in a Lambda function by default', async () => {
    const { hashPassword } = await importWith({ AWS_LAMBDA_FUNCTION_NAME: 'vwp-login' });

    expect(await hashPassword('Lange-Zin-Met-Woorden')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
