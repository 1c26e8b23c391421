import { SESSION_KINDS, type SessionOptions } from '../../../shared/schemas/sessions';
import { sessionSubjects } from './session-input';

export async function sessionOptions(): Promise<SessionOptions> {
  return { subjects: await sessionSubjects(), kinds: [...SESSION_KINDS] };
}
