import { randomUUID } from 'node:crypto';
import type { User } from '../../../shared/schemas/users';
import type { TestPortal } from './portal';

export const VOLUNTEER_PASSWORD = 'Zonnige-Dinsdag-42';

/** A unique volunteer for one test; the run's mailbox is shared, so addresses must not collide. */
export function volunteerFields(overrides: Record<string, unknown> = {}) {
  const unique = randomUUID().slice(0, 8);
  return {
    username: `vrijwilliger-${unique}`,
    password: VOLUNTEER_PASSWORD,
    firstName: 'Sanne',
    lastName: `Peeters ${unique}`,
    email: `sanne.${unique}@example.org`,
    ...overrides,
  };
}

export async function createUser(
  portal: TestPortal,
  adminToken: string,
  overrides: Record<string, unknown> = {},
) {
  const fields = volunteerFields(overrides);
  const answer = await portal.call<User>('POST', '/api/users', {
    token: adminToken,
    body: fields,
  });
  if (answer.status !== 201)
    throw new Error(`Creating ${fields.username} failed: ${answer.status} ${answer.text}`);
  return { ...answer.body, password: String(fields.password) };
}

/** Creates a user with the given role and signs them in. */
export async function signedInUser(
  portal: TestPortal,
  adminToken: string,
  overrides: Record<string, unknown> = {},
) {
  const user = await createUser(portal, adminToken, overrides);
  const token = await portal.logIn(String(user.username), user.password);
  return { user, token };
}
