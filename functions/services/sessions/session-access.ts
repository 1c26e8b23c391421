import { familyMessages } from '../../../shared/messages/families';
import { sessionMessages } from '../../../shared/messages/sessions';
import { canLogSessionsFor } from '../../../shared/policies/sessions';
import { notFound } from '../../domain/errors';
import { type FamilyRecord, getFamilyById } from '../../repositories/families';
import { getSessionLog, type SessionLogRecord } from '../../repositories/session-logs';
import type { Actor } from '../auth/sessions';

/** A family whose sessions the caller may not see answers the same 404 as one that does not exist. */
export async function familyForSessions(actor: Actor, familyId: number): Promise<FamilyRecord> {
  const family = await getFamilyById(familyId);
  if (!family || !canLogSessionsFor(actor, family)) throw notFound(familyMessages.families.notFound);
  return family;
}

/** A session of a family the caller may not see answers the same 404 as one that does not exist. */
export async function visibleSession(
  actor: Actor,
  id: number,
): Promise<{ session: SessionLogRecord; family: FamilyRecord }> {
  const session = await getSessionLog(id);
  const family = session ? await getFamilyById(session.familyId) : null;
  if (!session || !family || !canLogSessionsFor(actor, family))
    throw notFound(sessionMessages.sessions.notFound);
  return { session, family };
}
