import type { ListSessionLogsQuery, SessionLogPage } from '../../../shared/schemas/sessions';
import { listFamilySessionsPage, presentableLog } from '../../repositories/session-logs';
import type { Actor } from '../auth/sessions';
import { familyForSessions } from './session-access';

/** A family's sessions, newest first, a page at a time; a family the caller may not see is a 404. */
export async function listFamilySessions(
  actor: Actor,
  familyId: number,
  query: ListSessionLogsQuery,
): Promise<SessionLogPage> {
  await familyForSessions(actor, familyId);
  const page = await listFamilySessionsPage(familyId, query);
  return { items: page.items.map(presentableLog), nextCursor: page.nextCursor };
}
