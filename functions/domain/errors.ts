import { genericMessages } from '../../shared/messages/generic';

export type ErrorCode =
  | 'VALIDATION'
  | 'INVALID_JSON'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  | 'CROSS_ORIGIN'
  | 'REAUTH_REQUIRED'
  | 'ENROLMENT_REQUIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN: 403,
  REAUTH_REQUIRED: 403,
  ENROLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export type Issue = { path: string; message: string };

/** The only kind of error a service throws on purpose; the error mapper turns it into `{ message, code, issues? }`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS[code];
  }
}

export const validationError = (message: string, issues?: Issue[]) =>
  new AppError('VALIDATION', message, issues);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', genericMessages.unauthenticated);
export const forbidden = () => new AppError('FORBIDDEN', genericMessages.forbidden);
export const notFound = (message: string = genericMessages.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string = genericMessages.conflict) => new AppError('CONFLICT', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
