import {
  INVITATION_DAYS,
  MANAGER_RESET_LINK_HOURS,
  SELF_SERVICE_RESET_MINUTES,
} from '../../../shared/constants';
import { config } from '../../config';
import { deleteTokensOfUser, putToken, type TokenKind } from '../../repositories/tokens';
import { hashToken, newToken } from './tokens';

export const LINK_LIFETIME_MS: Record<'invite' | 'manager-reset' | 'self-service-reset', number> = {
  invite: INVITATION_DAYS * 86_400_000,
  'manager-reset': MANAGER_RESET_LINK_HOURS * 3_600_000,
  'self-service-reset': SELF_SERVICE_RESET_MINUTES * 60_000,
};

/**
 * Links always point at the configured portal address, never at a Host header an attacker could send.
 * The secret rides in the fragment (`#token=…`): browsers never send it to a server, so CloudFront's
 * logs and a Referer header see only the user id; the screen posts it in a request body.
 */
const portalLink = (path: string, token: string) =>
  `${new URL(path, config.PORTAL_URL).toString()}#token=${encodeURIComponent(token)}`;
export const invitationLink = (userId: number, token: string) => portalLink(`/invite/${userId}`, token);
export const resetLink = (userId: number, token: string) =>
  portalLink(`/wachtwoord-vergeten/${userId}`, token);

/** Issues a fresh token of a kind; older ones of that kind stop working, so only the newest link is valid. */
export async function issueToken(userId: number, kind: TokenKind, lifetimeMs: number, now: Date) {
  await deleteTokensOfUser(userId, kind);
  const token = newToken();
  await putToken({
    tokenHash: hashToken(token),
    kind,
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
  });
  return token;
}
