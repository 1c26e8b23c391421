import { genericMessages } from '../../../../shared/messages/generic';

/**
 * A non-success answer. Its text is spec §7's `status: body` (status text when the body is empty);
 * `serverMessage` keeps the `message` of the JSON error body for toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly serverMessage: string | null;
  readonly code: string | null;

  constructor(status: number, statusText: string, bodyText: string, body: unknown) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = readField(body, 'message');
    this.code = readField(body, 'code');
  }
}

/** A success answer the client cannot read (not JSON, or broken JSON). */
export class UnexpectedResponseError extends Error {
  constructor() {
    super(genericMessages.unexpectedResponse);
    this.name = 'UnexpectedResponseError';
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** What a toast shows for a failed call: the server's own message, else the screen's default. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof UnexpectedResponseError) return error.message;
  return fallback;
}

function readField(body: unknown, field: 'message' | 'code'): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value : null;
}
