import { REMEMBER_ME_DAYS, SESSION_IDLE_MINUTES, SESSION_TTL_HOURS } from '../../../shared/constants';
import {
  deleteSession,
  deleteSessionsOfUser,
  getSession,
  putSession,
  recordSignIn,
  type SessionActor,
  touchSession,
} from '../../repositories/sessions';
import { hashToken, isWellFormedToken, newToken } from './tokens';

/**
 * The signed-in caller: who they are, which session they use, when they last proved their password,
 * and when they signed in before this session (null on their first sign-in: the dashboard says
 * "Welkom" rather than "Welkom terug").
 */
export type Actor = SessionActor & {
  tokenHash: string;
  authenticatedAt: string;
  previousSignInAt: string | null;
  /** The session may only set up a second factor (the policy names the role, or a recovery code was used). */
  enrolmentRequired: boolean;
};

const HOUR_MS = 3_600_000;
export const SESSION_IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
/** `lastSeenAt` is kept to this precision: one conditional write a minute per session at most. */
export const LAST_SEEN_PRECISION_MS = 60_000;

/**
 * Absolute lifetime: 12 hours, or 90 days with remember-me; sessions are never silently extended.
 * Users who must use a second factor get 12 hours with remember-me too (issue 38): remember-me only
 * spares them the idle timeout.
 */
export const sessionLifetimeMs = (rememberMe: boolean, secondFactorRequired = false) =>
  rememberMe && !secondFactorRequired ? REMEMBER_ME_DAYS * 24 * HOUR_MS : SESSION_TTL_HOURS * HOUR_MS;

export async function startSession(
  actor: SessionActor,
  rememberMe: boolean,
  now: Date,
  options: { enrolmentRequired?: boolean; secondFactorRequired?: boolean } = {},
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs(rememberMe, options.secondFactorRequired));
  const previousSignInAt = await recordSignIn(actor.id, now.toISOString());
  await putSession({
    tokenHash: hashToken(token),
    actor,
    rememberMe,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    lastSeenAt: now.toISOString(),
    authenticatedAt: now.toISOString(),
    previousSignInAt,
    ...(options.enrolmentRequired ? { enrolmentRequired: true } : {}),
  });
  return { token, expiresAt, previousSignInAt };
}

/**
 * The caller of a token, or null when the session is unknown, past its absolute lifetime, or (without
 * remember-me) idle for more than 30 minutes. A request counts as activity: `lastSeenAt` moves on when
 * it is more than a minute old, so reads stay one GetItem and most requests write nothing.
 */
export async function resolveSession(token: string, now: Date): Promise<Actor | null> {
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  const session = await getSession(tokenHash, now);
  if (!session) return null;
  const lastSeenAt = new Date(session.lastSeenAt ?? session.createdAt).getTime();
  // An idle session is only refused here, not deleted: routes may stamp lastSeenAt but not delete
  // sessions (IAM), and the TTL removes it at its absolute expiry.
  if (!session.rememberMe && now.getTime() - lastSeenAt > SESSION_IDLE_MS) return null;
  if (now.getTime() - lastSeenAt >= LAST_SEEN_PRECISION_MS) {
    const staleBefore = new Date(now.getTime() - LAST_SEEN_PRECISION_MS + 1).toISOString();
    await touchSession(tokenHash, now.toISOString(), staleBefore);
  }
  return {
    ...session.actor,
    tokenHash,
    authenticatedAt: session.authenticatedAt ?? session.createdAt,
    // Sessions opened before sign-ins were recorded: their user has signed in before.
    previousSignInAt: session.previousSignInAt === undefined ? session.createdAt : session.previousSignInAt,
    enrolmentRequired: session.enrolmentRequired === true,
  };
}

export const endSession = (actor: Pick<Actor, 'tokenHash'>) => deleteSession(actor.tokenHash);

/** Logs a user out everywhere: after a role change, password change or deactivation. */
export const revokeAllSessions = (userId: number) => deleteSessionsOfUser(userId);
