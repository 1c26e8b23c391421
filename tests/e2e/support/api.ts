import type { User } from '../../../shared/schemas/users';
import type { TestPortal } from './portal';
import { apiTwoStep } from './second-factor';

/** JSON calls to the running portal's API from the test process, for preparing data. */
export async function callApi<T>(
  portal: TestPortal,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(new URL(path, portal.url), {
    method,
    headers: {
      Accept: 'application/json',
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs in through the API, staff with the second step (a passkey this process holds: second-factor.ts). */
export async function apiLogin(portal: TestPortal, username: string, password: string): Promise<string> {
  const answer = await apiTwoStep(portal.url).signIn(username, password);
  if (answer.status !== 200)
    throw new Error(`Sign-in as ${username} answered ${answer.status}: ${answer.text}`);
  return String(answer.body.token);
}

export type UserFields = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  role?: string;
};

/** Creates a user through POST /api/users as the portal's admin. */
export async function createUserAsAdmin(portal: TestPortal, fields: UserFields): Promise<User> {
  const token = await apiLogin(portal, portal.admin.username, portal.admin.password);
  return callApi<User>(portal, 'POST', '/api/users', { token, body: fields });
}
