import type { LoginSessionResponse } from '../../../../../shared/schemas/auth';
import { callRoute } from '../../../lib/api/client';
import { UnexpectedResponseError } from '../../../lib/api/errors';
import { apiRoutes } from '../../../lib/api/routes';
import { isLoginResponse } from './login';

export type SecondStepInput = {
  challenge: string;
  code?: string;
  recoveryCode?: string;
  /** A WebAuthn assertion from the browser. */
  passkey?: Record<string, unknown>;
};

/** The second step of a sign-in: the challenge with a code from the app or a recovery code. */
export async function completeSecondStep(input: SecondStepInput): Promise<LoginSessionResponse> {
  const answer: unknown = await callRoute(apiRoutes.mfa.loginMfa, { body: input });
  if (!isLoginResponse(answer) || !('user' in answer)) throw new UnexpectedResponseError();
  return answer;
}
