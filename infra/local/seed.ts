import { randomBytes } from 'node:crypto';

/**
 * Creates the `admin` account on the first start. Imported lazily by the stack, after the
 * environment points the repositories at the local stand-ins.
 */
export async function seedAdmin(requestedPassword: string | undefined): Promise<string | null> {
  const { hasAnyUser, insertUser } = await import('../../functions/repositories/users');
  const { hashPassword } = await import('../../functions/services/auth/passwords');
  const { passwordProblem } = await import('../../functions/services/auth/password-policy');
  if (await hasAnyUser()) return null;
  const password = requestedPassword ?? randomBytes(12).toString('base64url');
  const problem = passwordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD is not accepted: ${problem}`);
  const result = await insertUser(
    {
      username: 'admin',
      passwordHash: await hashPassword(password),
      firstName: 'Admin',
      lastName: 'Beheerder',
      email: null,
      phone: null,
      address: null,
      rijksregisterNummerEncrypted: null,
      rijksregisterNummerMasked: null,
      bankAccount: null,
      skills: null,
      diploma: null,
      notes: null,
      type: null,
      customType: null,
      status: 'active',
      role: 'admin',
    },
    new Date(),
  );
  if ('refused' in result) throw new Error(`Could not create the admin account: ${result.refused}`);
  return password;
}
