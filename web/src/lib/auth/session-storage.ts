import type { CurrentUser } from '../../../../shared/schemas/auth';

/**
 * The web app signs in with the HttpOnly session cookie only (ARCHITECTURE §5): no script can read
 * the token. The browser keeps just the non-secret user under `auth_user`, to draw the shell at
 * once on the next visit; /api/auth/me confirms it. Only the fields of `currentUserSchema` are kept
 * (issue 38: no manager's notes, IBAN or address in storage), whatever an answer or an earlier
 * version of the app held.
 */
export const STORAGE_KEYS = { user: 'auth_user' } as const;

/** Where earlier versions kept the bearer token; removed wherever they are still found. */
const LEGACY_TOKEN_KEYS = ['auth_token', 'authToken'] as const;

/** The user saved by an earlier visit; an unparseable one clears storage (spec §4). */
export function readStoredUser(): CurrentUser | null {
  removeLegacyTokens();
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  const user = parseUser(raw);
  if (!user) {
    clearStoredSession();
    return null;
  }
  saveUser(user);
  return ownFieldsOf(user);
}

export function saveUser(user: CurrentUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(ownFieldsOf(user)));
}

/**
 * The fields of `currentUserSchema`, written out so the sign-in screen and the first signed-in view
 * load no zod (tests/unit/session-storage-fields.test.ts keeps the list equal to the schema's).
 */
export const CURRENT_USER_FIELDS = [
  'id',
  'username',
  'firstName',
  'lastName',
  'email',
  'type',
  'customType',
  'status',
  'role',
  'previousSignInAt',
  'enrolmentRequired',
] as const satisfies readonly (keyof CurrentUser)[];

const OWN_FIELDS: readonly string[] = CURRENT_USER_FIELDS;

/** The user with only the fields the signed-in user's own view carries. */
function ownFieldsOf(user: CurrentUser): CurrentUser {
  const source = user as Record<string, unknown>;
  return Object.fromEntries(
    OWN_FIELDS.filter((field) => field in source).map((field) => [field, source[field]]),
  ) as CurrentUser;
}

export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.user);
  removeLegacyTokens();
}

function removeLegacyTokens(): void {
  for (const key of LEGACY_TOKEN_KEYS) localStorage.removeItem(key);
}

function parseUser(raw: string): CurrentUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    return isUserLike(value) ? value : null;
  } catch {
    return null;
  }
}

/** Enough of a user to render the shell; the server's answer to /api/auth/me replaces it. */
export function isUserLike(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'number' && typeof candidate.role === 'string';
}
