import { ApiError } from '../../../lib/api/errors';

/** A password the server refuses (too common, too long) shown under the password field as well. */
export function passwordFieldErrors(error: unknown): { name: 'password'; errors: string[] }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const issues = (error.body as { issues?: unknown } | null)?.issues;
  const message = Array.isArray(issues)
    ? issues.find(
        (issue): issue is { path: string; message: string } =>
          typeof issue?.message === 'string' && /password/i.test(String(issue?.path)),
      )?.message
    : undefined;
  return message ? [{ name: 'password', errors: [message] }] : [];
}
