import { volunteerMessages } from '../../../shared/messages/volunteers';
import { AppError } from '../../domain/errors';
import { findUsableToken, type TokenKind } from '../../repositories/tokens';
import { getUserById, type UserRecord } from '../../repositories/users';
import { hashToken, isWellFormedToken } from './tokens';

// Apart from the services that send the mails: the routes that only check or use up a link
// (set-password-by-link) need these helpers without the mail templates and the SES client.

/** The user a well-formed, unexpired token of this kind belongs to, or null. */
export async function usableTokenOwner(
  userId: number,
  token: string,
  kind: TokenKind,
  now: Date,
): Promise<UserRecord | null> {
  if (!isWellFormedToken(token)) return null;
  const record = await findUsableToken(hashToken(token), kind, userId, now);
  return record ? getUserById(userId) : null;
}

export const invalidInvitation = () => new AppError('NOT_FOUND', volunteerMessages.invitation.invalid);
export const invalidReset = () => new AppError('NOT_FOUND', volunteerMessages.reset.invalid);
