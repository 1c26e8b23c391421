import { putActivity } from '../../repositories/activity';
import type { Actor } from '../auth/sessions';

/** One entry of the drive's recent activity, about a folder (shown to who may see that folder). */
export const recordDriveActivity = (input: {
  kind: string;
  message: string;
  actor: Actor;
  folderId: number;
  now: Date;
}) =>
  putActivity({
    stream: 'drive',
    kind: input.kind,
    message: input.message,
    actorId: input.actor.id,
    subjectType: 'folder',
    subjectId: String(input.folderId),
    createdAt: input.now.toISOString(),
  });
