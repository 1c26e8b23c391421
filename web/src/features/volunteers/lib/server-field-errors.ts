import { messages } from '../../../../../shared/messages';
import { ApiError } from '../../../lib/api/errors';

const m = messages.volunteers;

export type FieldError<F extends string> = { name: F; errors: string[] };

/**
 * The server's refusal placed on the fields it concerns: the 409s for a taken username or e-mail,
 * and the per-field issues of a 400 (a password that is too common, for one).
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldError<F>[] {
  if (!(error instanceof ApiError)) return [];
  const onField = (name: string, message: string): FieldError<F>[] =>
    fields.includes(name as F) ? [{ name: name as F, errors: [message] }] : [];
  if (error.serverMessage === m.usernameTaken) return onField('username', m.usernameTaken);
  if (error.serverMessage === m.emailTaken) return onField('email', m.emailTaken);
  return readIssues(error.body).flatMap((issue) => onField(issue.path, issue.message));
}

function readIssues(body: unknown): { path: string; message: string }[] {
  const issues = (body as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is { path: string; message: string } =>
      typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}
