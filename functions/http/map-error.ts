import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ZodError } from 'zod';
import { genericMessages } from '../../shared/messages/generic';
import type { ErrorResponse } from '../../shared/schemas/common';
import { AppError, type Issue } from '../domain/errors';

export const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** Client-input issues only: the validation middleware is the one caller, so the paths are the request's own fields. */
export const toIssues = (error: ZodError): Issue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/**
 * Turns any thrown value into the one error shape. Only AppErrors say anything specific: a 400 is
 * thrown on purpose by the validation middleware or a service. Everything else (a ZodError from a
 * response or a stored item, an SDK failure, a bug) is a generic 500 that the caller must log.
 */
export function mapError(error: unknown): {
  response: APIGatewayProxyStructuredResultV2;
  isUnexpected: boolean;
} {
  if (!(error instanceof AppError)) {
    const body: ErrorResponse = { message: genericMessages.internal, code: 'INTERNAL' };
    return {
      response: { statusCode: 500, headers: JSON_HEADERS, body: JSON.stringify(body) },
      isUnexpected: true,
    };
  }
  const body: ErrorResponse = { message: error.message, code: error.code, issues: error.issues };
  return {
    response: {
      statusCode: error.status,
      headers: { ...JSON_HEADERS, ...error.headers },
      body: JSON.stringify(body),
    },
    isUnexpected: error.status >= 500,
  };
}
