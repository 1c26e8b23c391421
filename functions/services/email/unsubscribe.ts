import { emailMessages } from '../../../shared/messages/email';
import { notFound } from '../../domain/errors';
import { findOptOutAddress, recordOptOut } from '../../repositories/email';
import { hashToken } from '../auth/tokens';

/**
 * The opt-out link of a bulk mail (List-Unsubscribe, one click): records that the address wants no
 * more bulk mail; later sends log it as skipped. An unknown token answers 404.
 */
export async function unsubscribe(token: string, now: Date) {
  const address = await findOptOutAddress(hashToken(token));
  if (!address) throw notFound(emailMessages.email.unsubscribeInvalid);
  await recordOptOut(address, now.toISOString());
  return { message: emailMessages.email.unsubscribed };
}
