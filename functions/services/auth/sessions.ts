import { REMEMBER_ME_DAYS, SESSION_TTL_HOURS } from '../../../shared/constants';
import {
  deleteSession,
  deleteSessionsOfUser,
  getSession,
  putSession,
  type SessionActor,
} from '../../repositories/sessions';
import { hashToken, isWellFormedToken, newToken } from './tokens';

export type Actor = SessionActor & { tokenHash: string };

const HOUR_MS = 3_600_000;

/** Absolute lifetime: 12 hours, or 90 days with remember-me; sessions are never silently extended. */
export const sessionLifetimeMs = (rememberMe: boolean) =>
  rememberMe ? REMEMBER_ME_DAYS * 24 * HOUR_MS : SESSION_TTL_HOURS * HOUR_MS;

export async function startSession(actor: SessionActor, rememberMe: boolean, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs(rememberMe));
  await putSession({
    tokenHash: hashToken(token),
    actor,
    rememberMe,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

export async function resolveSession(token: string, now: Date): Promise<Actor | null> {
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  const session = await getSession(tokenHash, now);
  return session ? { ...session.actor, tokenHash } : null;
}

export const endSession = (actor: Pick<Actor, 'tokenHash'>) => deleteSession(actor.tokenHash);

/** Logs a user out everywhere: after a role change, password change or deactivation. */
export const revokeAllSessions = (userId: number) => deleteSessionsOfUser(userId);
