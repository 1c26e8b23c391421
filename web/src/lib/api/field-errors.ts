import type { FormInstance } from 'antd';
import { ApiError } from './errors';

export type FieldError<F extends string> = { name: F; errors: string[] };

export type FieldErrorOptions<F extends string> = {
  /** Issue paths the server names differently from the form: `{ newPassword: 'password' }`. */
  paths?: Readonly<Record<string, F>>;
  /** Refusals that answer only `{ message }` but belong to one field (a taken username's 409). */
  messages?: Readonly<Record<string, F>>;
};

/**
 * The server's refusal placed on the form fields it concerns: the per-field `issues` of a 400 and
 * the single-field refusals the screen names. Issues on fields the form does not have are left
 * out; the caller's toast says those.
 */
export function serverFieldErrors<const F extends string>(
  error: unknown,
  fields: readonly F[],
  options: FieldErrorOptions<NoInfer<F>> = {},
): FieldError<F>[] {
  if (!(error instanceof ApiError)) return [];
  const onField = (name: string, message: string): FieldError<F>[] =>
    fields.includes(name as F) ? [{ name: name as F, errors: [message] }] : [];
  const messageField = error.serverMessage ? options.messages?.[error.serverMessage] : undefined;
  if (messageField && error.serverMessage) return onField(messageField, error.serverMessage);
  return readIssues(error.body).flatMap((issue) =>
    onField(options.paths?.[issue.path] ?? issue.path, issue.message),
  );
}

/**
 * A refusal that belongs to a field shows on that field; anything else is the caller's toast, never
 * both. Answers whether the form showed it.
 */
export function showFieldErrors<const F extends string>(
  form: Pick<FormInstance, 'setFields'>,
  error: unknown,
  fields: readonly F[],
  options: FieldErrorOptions<NoInfer<F>> = {},
): boolean {
  const fieldErrors = serverFieldErrors(error, fields, options);
  if (fieldErrors.length === 0) return false;
  form.setFields(fieldErrors);
  return true;
}

function readIssues(body: unknown): { path: string; message: string }[] {
  const issues = (body as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is { path: string; message: string } =>
      typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}
