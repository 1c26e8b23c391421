import { authMessages } from '../../../shared/messages/auth';
import { notFound } from '../../domain/errors';
import { deletePasskey } from '../../repositories/second-factors';
import { noticeAccountChange } from './account-notices';
import { assertRecentlyAuthenticated } from './reauthentication';
import { auditSecondFactorChange } from './security-audit';
import type { Actor } from './sessions';

// Apart from passkeys.ts: removing a passkey checks nothing WebAuthn, so its route does not load
// @simplewebauthn/server and its certificate libraries at cold start.

export async function removePasskey(actor: Actor, credentialId: string, now: Date) {
  assertRecentlyAuthenticated(actor, now);
  if (!(await deletePasskey(actor.id, credentialId))) throw notFound(authMessages.mfa.passkeyNotFound);
  await auditSecondFactorChange(actor, 'passkey-removed', now);
  await noticeAccountChange(actor.id, 'passkey-removed', now);
  return { message: authMessages.mfa.passkeyRemoved };
}
