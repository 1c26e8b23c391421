import { randomUUID } from 'node:crypto';
import type { AccessSubject } from '../../../shared/schemas/privacy';
import { putAccessEntry } from '../../repositories/access-log';
import type { Actor } from '../auth/sessions';

/**
 * Writes down that the caller read a person's record (issue 32, item 2): who, when, which record and
 * the names of the fields the answer held, never their values. Written before the answer leaves,
 * so a read that could not be recorded is not answered either.
 */
export async function recordAccess(
  actor: Pick<Actor, 'id' | 'username' | 'role'>,
  subject: AccessSubject,
  fields: readonly string[],
  now: Date,
): Promise<void> {
  await putAccessEntry({
    id: randomUUID(),
    at: now.toISOString(),
    actorId: actor.id,
    actorName: actor.username,
    actorRole: actor.role,
    subjectType: subject.type,
    subjectId: subject.id,
    fields: [...fields],
  });
}
