import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ZodError } from 'zod';
import { genericMessages } from '../../shared/messages/generic';
import type { ErrorResponse } from '../../shared/schemas/common';
import { AppError, type Issue } from './errors';

export const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export const toIssues = (error: ZodError): Issue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** Turns any thrown value into the one error shape; only AppErrors say anything specific. */
export function mapError(error: unknown): {
  response: APIGatewayProxyStructuredResultV2;
  isUnexpected: boolean;
} {
  const appError =
    error instanceof AppError
      ? error
      : error instanceof ZodError
        ? new AppError(
            'VALIDATION',
            error.issues[0]?.message ?? genericMessages.invalidInput,
            toIssues(error),
          )
        : null;
  if (!appError) {
    const body: ErrorResponse = { message: genericMessages.internal, code: 'INTERNAL' };
    return {
      response: { statusCode: 500, headers: JSON_HEADERS, body: JSON.stringify(body) },
      isUnexpected: true,
    };
  }
  const body: ErrorResponse = { message: appError.message, code: appError.code, issues: appError.issues };
  return {
    response: {
      statusCode: appError.status,
      headers: { ...JSON_HEADERS, ...appError.headers },
      body: JSON.stringify(body),
    },
    isUnexpected: false,
  };
}
