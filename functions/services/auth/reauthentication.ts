import { REAUTHENTICATION_MINUTES } from '../../../shared/constants';
import { authMessages } from '../../../shared/messages/auth';
import { AppError } from '../../domain/errors';
import type { Actor } from './sessions';

export const REAUTHENTICATION_MS = REAUTHENTICATION_MINUTES * 60_000;

/**
 * Sensitive actions (reading a full RRN, changing one's own password or e-mail) want the password
 * proven in the last 5 minutes, at sign-in or through `POST /api/auth/reauthenticate`. Refused with
 * 403 `REAUTH_REQUIRED` (not 401: the session itself is fine, the web app asks for the password).
 */
export function assertRecentlyAuthenticated(actor: Actor, now: Date) {
  const provenAt = new Date(actor.authenticatedAt).getTime();
  if (now.getTime() - provenAt <= REAUTHENTICATION_MS) return;
  throw new AppError('REAUTH_REQUIRED', authMessages.session.reauthenticationRequired);
}
