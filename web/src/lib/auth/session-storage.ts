import type { User } from '../../../../shared/schemas/users';

/**
 * The web app signs in with the HttpOnly session cookie only (ARCHITECTURE §5): no script can read
 * the token. The browser keeps just the non-secret user under `auth_user`, to draw the shell at
 * once on the next visit; /api/auth/me confirms it.
 */
export const STORAGE_KEYS = { user: 'auth_user' } as const;

/** Where earlier versions kept the bearer token; removed wherever they are still found. */
const LEGACY_TOKEN_KEYS = ['auth_token', 'authToken'] as const;

/** The user saved by an earlier visit; an unparseable one clears storage (spec §4). */
export function readStoredUser(): User | null {
  removeLegacyTokens();
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  const user = parseUser(raw);
  if (!user) clearStoredSession();
  return user;
}

export function saveUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.user);
  removeLegacyTokens();
}

function removeLegacyTokens(): void {
  for (const key of LEGACY_TOKEN_KEYS) localStorage.removeItem(key);
}

function parseUser(raw: string): User | null {
  try {
    const value: unknown = JSON.parse(raw);
    return isUserLike(value) ? value : null;
  } catch {
    return null;
  }
}

/** Enough of a user to render the shell; the server's answer to /api/auth/me replaces it. */
export function isUserLike(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'number' && typeof candidate.role === 'string';
}
