import { authMessages } from '../../../shared/messages/auth';
import { notFound } from '../../domain/errors';
import { deleteSession, listSessionsOfUser } from '../../repositories/sessions';
import { type Actor, SESSION_IDLE_MS } from './sessions';

/** The public handle of a session: the start of its token's hash (which itself reveals nothing). */
const handleOf = (tokenHash: string) => tokenHash.slice(0, 16);

/** The caller's sessions that still let someone in, newest first; the one in use is marked. */
export async function listOwnSessions(actor: Actor, now: Date) {
  const sessions = await listSessionsOfUser(actor.id);
  const items = sessions
    .filter((session) => new Date(session.expiresAt) > now)
    .filter((session) => {
      const lastSeen = new Date(session.lastSeenAt ?? session.createdAt).getTime();
      return session.rememberMe || now.getTime() - lastSeen <= SESSION_IDLE_MS;
    })
    .map((session) => ({
      id: handleOf(session.tokenHash),
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt ?? session.createdAt,
      expiresAt: session.expiresAt,
      rememberMe: session.rememberMe,
      current: session.tokenHash === actor.tokenHash,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { items };
}

/** Ends one of the caller's own sessions; another user's (or an unknown) handle is a 404. */
export async function endOwnSession(actor: Actor, id: string) {
  const sessions = await listSessionsOfUser(actor.id);
  const session = sessions.find((candidate) => handleOf(candidate.tokenHash) === id);
  if (!session) throw notFound(authMessages.mfa.sessionNotFound);
  await deleteSession(session.tokenHash);
  return { message: authMessages.mfa.sessionEnded };
}
