import { randomBytes } from 'node:crypto';
import * as z from '../../shared/zod';

/**
 * The seeded admin's address unless ADMIN_EMAIL names one: every mail the local runtime sends lands in
 * the local mailbox whatever the address, so "Wachtwoord vergeten?" works for the admin out of the box.
 */
export const DEFAULT_ADMIN_EMAIL = 'admin@vrijwilligersportaal.local';

/**
 * Creates the `admin` account on the first start. Imported lazily by the stack, after the
 * environment points the repositories at the local stand-ins.
 */
export async function seedAdmin(
  requestedPassword: string | undefined,
  email: string = DEFAULT_ADMIN_EMAIL,
): Promise<string | null> {
  const { hasAnyUser, insertUser } = await import('../../functions/repositories/users');
  const { hashPassword } = await import('../../functions/services/auth/passwords');
  const { passwordProblem } = await import('../../functions/services/auth/password-policy');
  if (await hasAnyUser()) return null;
  const password = requestedPassword ?? randomBytes(12).toString('base64url');
  const problem = passwordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD is not accepted: ${problem}`);
  if (!z.email().safeParse(email).success) throw new Error(`ADMIN_EMAIL is not an e-mail address: ${email}`);
  const { userCounterChanges } = await import('../../functions/services/statistics/counter-changes');
  const now = new Date();
  const result = await insertUser(
    {
      username: 'admin',
      passwordHash: await hashPassword(password),
      firstName: 'Admin',
      lastName: 'Beheerder',
      email,
      phone: null,
      address: null,
      rijksregisterNummerEncrypted: null,
      rijksregisterNummerMasked: null,
      bankAccount: null,
      ibanChanges: [],
      skills: null,
      diploma: null,
      notes: null,
      type: null,
      customType: null,
      status: 'active',
      role: 'admin',
    },
    now,
    userCounterChanges(null, { status: 'active', role: 'admin', createdAt: now.toISOString() }, now),
  );
  if ('refused' in result) throw new Error(`Could not create the admin account: ${result.refused}`);
  return password;
}

/**
 * Stores which roles must use a second factor. Only tests pass it (most sign in as the admin without
 * enrolling, so they seed "no roles"); `npm start` and AWS leave the setting absent, which means the
 * default: admin and bestuurslid.
 */
export async function seedSecondFactorRoles(roles: readonly string[]): Promise<void> {
  const { putSettingValue } = await import('../../functions/repositories/settings');
  const { SECOND_FACTOR_ROLES_SETTING } = await import('../../shared/schemas/auth-mfa');
  await putSettingValue(SECOND_FACTOR_ROLES_SETTING, JSON.stringify(roles));
}
