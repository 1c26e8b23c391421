import { displayName } from '../../../shared/format/names';
import { putActivity } from '../../repositories/activity';
import { getUsersByIds } from '../../repositories/lookups';
import type { Actor } from '../auth/sessions';

/**
 * One entry of the drive's recent activity, about a folder (shown to who may see that folder). The
 * sentence names the actor by their full name as it is when they act (the session knows only the
 * username): one read of the profile's name fields.
 */
export async function recordDriveActivity(input: {
  kind: string;
  message: (actorName: string) => string;
  actor: Actor;
  folderId: number;
  now: Date;
}) {
  const profile = (await getUsersByIds([input.actor.id])).get(input.actor.id);
  return putActivity({
    stream: 'drive',
    kind: input.kind,
    message: input.message(displayName(profile ?? { username: input.actor.username })),
    actorId: input.actor.id,
    subjectType: 'folder',
    subjectId: String(input.folderId),
    createdAt: input.now.toISOString(),
  });
}
