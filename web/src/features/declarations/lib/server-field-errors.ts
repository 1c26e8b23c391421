import { ApiError } from '../../../lib/api/errors';

export type FieldError<F extends string> = { name: F; errors: string[] };

/** The per-field issues of a 400 placed on the dialog's fields (e.g. a date in the future). */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldError<F>[] {
  if (!(error instanceof ApiError)) return [];
  const issues = (error.body as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' && fields.includes(path as F)
      ? [{ name: path as F, errors: [message] }]
      : [];
  });
}
