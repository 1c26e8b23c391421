import { useMutation } from '@tanstack/react-query';
import { authMessages } from '../../../../../shared/messages/auth';
import { genericMessages } from '../../../../../shared/messages/generic';
import type { LoginResponse } from '../../../../../shared/schemas/auth';
import { callRoute } from '../../../lib/api/client';
import { ApiError, UnexpectedResponseError } from '../../../lib/api/errors';
import { apiRoutes } from '../../../lib/api/routes';
import { isUserLike } from '../../../lib/auth/session-storage';

export type LoginInput = { username: string; password: string; rememberMe: boolean };

/** A session (token and user), or a challenge when the account has a second factor. */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const answer: unknown = await callRoute(apiRoutes.auth.login, { body: input });
  if (!isLoginResponse(answer)) throw new UnexpectedResponseError();
  return answer;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/**
 * Spec §8, Login: the server's message, else 'Inloggen mislukt'; an unreadable answer has its own
 * text; anything else (no answer at all) 'Er is een fout opgetreden bij het inloggen'.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? authMessages.login.failed;
  if (error instanceof UnexpectedResponseError) return genericMessages.unexpectedResponse;
  return authMessages.login.failedDefault;
}

export function isLoginResponse(value: unknown): value is LoginResponse {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  if (answer.mfaRequired === true) return typeof answer.challenge === 'string';
  return typeof answer.token === 'string' && answer.token.length > 0 && isUserLike(answer.user);
}
