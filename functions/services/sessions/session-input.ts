import { sessionMessages } from '../../../shared/messages/sessions';
import { DEFAULT_SESSION_SUBJECTS } from '../../../shared/schemas/sessions';
import { validationError } from '../../domain/errors';
import { getUserById } from '../../repositories/users';
import { readSetting } from '../settings/settings-reader';

const m = sessionMessages.sessions;

/** The subjects a session may name: the `session_subjects` setting (one per line), else the defaults. */
export async function sessionSubjects(): Promise<string[]> {
  const configured = await readSetting('session_subjects');
  const list = (configured ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return list.length > 0 ? list : [...DEFAULT_SESSION_SUBJECTS];
}

/**
 * A session's subjects come from the list in the settings; a subject removed from the list since
 * stays on the sessions that named it (`kept`). Its volunteers are active accounts, except those the
 * session already named.
 */
export async function assertSessionInput(
  input: { subjects: readonly string[]; volunteerIds: readonly number[] },
  kept: { subjects: readonly string[]; volunteerIds: readonly number[] } = { subjects: [], volunteerIds: [] },
): Promise<void> {
  const allowed = new Set([...(await sessionSubjects()), ...kept.subjects]);
  if (input.subjects.some((subject) => !allowed.has(subject)))
    throw validationError(m.subjectInvalid, [{ path: 'subjects', message: m.subjectInvalid }]);
  const added = input.volunteerIds.filter((id) => !kept.volunteerIds.includes(id));
  const users = await Promise.all(added.map((id) => getUserById(id)));
  if (users.some((user) => user?.status !== 'active'))
    throw validationError(m.volunteerNotAssignable, [
      { path: 'volunteerIds', message: m.volunteerNotAssignable },
    ]);
}
