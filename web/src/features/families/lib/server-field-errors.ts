import { ApiError } from '../../../lib/api/errors';

export type FieldError<F extends string> = { name: F; errors: string[] };

/** The per-field issues of a 400 placed on the form fields they concern. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldError<F>[] {
  if (!(error instanceof ApiError)) return [];
  const issues = (error.body as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: { path?: unknown; message?: unknown }) =>
    typeof issue?.path === 'string' && typeof issue.message === 'string' && fields.includes(issue.path as F)
      ? [{ name: issue.path as F, errors: [issue.message] }]
      : [],
  );
}
