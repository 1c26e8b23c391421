import commonPasswords from 'fxa-common-password-list';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { authMessages } from '../../../shared/messages/auth';
import { validationError } from '../../domain/errors';
import { hashPassword } from './passwords';

// Apart from passwords.ts on purpose: the common-password list is the largest module of any bundle
// (about 236 KB), and only routes that set a password need it; sign-in only verifies. Import this
// module only from services that set a password, or every route that shares them carries the list.

/** The Dutch reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.password.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return authMessages.password.tooLong;
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase()))
    return authMessages.password.tooCommon;
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
