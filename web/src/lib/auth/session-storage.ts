import { TOKEN_UPDATED_EVENT_DELAY_MS } from '../../../../shared/constants';
import type { User } from '../../../../shared/schemas/users';

/** Browser storage keys of spec §7; the token is kept under two names for older readers. */
export const STORAGE_KEYS = { token: 'auth_token', user: 'auth_user', legacyToken: 'authToken' } as const;
export const TOKEN_UPDATED_EVENT = 'token-updated';

export type StoredSession = { token: string; user: User };

export function readStoredToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token) ?? localStorage.getItem(STORAGE_KEYS.legacyToken);
}

/** The session saved by an earlier visit; an unparseable stored user clears storage (spec §4). */
export function readStoredSession(): StoredSession | null {
  const token = readStoredToken();
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  if (!token || !rawUser) {
    if (token || rawUser) clearStoredSession();
    return null;
  }
  const user = parseUser(rawUser);
  if (!user) {
    clearStoredSession();
    return null;
  }
  return { token, user };
}

export function saveSession({ token, user }: StoredSession): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.legacyToken, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  window.setTimeout(() => window.dispatchEvent(new Event(TOKEN_UPDATED_EVENT)), TOKEN_UPDATED_EVENT_DELAY_MS);
}

export function saveUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
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
