import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { authMessages } from '../../../shared/messages/auth';
import { validationError } from '../../domain/errors';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './passwords';

// Apart from passwords.ts on purpose: only routes that set a password check the common-password
// list (sign-in only verifies), and a Lambda package carries the list's file only when its bundle
// reads it (common-passwords.ts). Import this module only from services that set a password.

/** The Dutch reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.password.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return authMessages.password.tooLong;
  if (isCommonPassword(password)) return authMessages.password.tooCommon;
  return null;
}

/** Refuses a too short, too long or common password with its Dutch reason. */
export function assertAcceptablePassword(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw validationError(problem, [{ path: 'password', message: problem }]);
}

/** The hash of a new password, after the password rules accepted it. */
export async function checkedPasswordHash(password: string) {
  assertAcceptablePassword(password);
  return hashPassword(password);
}
