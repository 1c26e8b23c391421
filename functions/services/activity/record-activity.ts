import { afterCommit } from '../../commons/after-commit';
import { type ActivityStream, putActivity } from '../../repositories/activity';

export type ActivityInput = {
  kind: string;
  /** Dutch, shown as is in the activity feed; never personal data of a child or a secret. */
  message: string;
  actorId: number | null;
  subject?: { type: string; id: string | number };
  now: Date;
};

const record = (stream: ActivityStream, input: ActivityInput) =>
  putActivity({
    stream,
    kind: input.kind,
    message: input.message,
    actorId: input.actorId,
    subjectType: input.subject?.type ?? null,
    subjectId: input.subject ? String(input.subject.id) : null,
    createdAt: input.now.toISOString(),
  });

/**
 * Something staff should see in the recent-activity feed. It follows the change it tells of, which
 * stands even when the line cannot be written (logged, see afterCommit).
 */
export const recordActivity = (input: ActivityInput) =>
  afterCommit(`activity ${input.kind}`, () => record('feed', input));

/** A read or change of sensitive data, kept longer and never shown in the feed. */
export const recordAudit = (input: ActivityInput) => record('audit', input);
