import { authMessages } from '../../../shared/messages/auth';
import { AppError, validationError } from '../../domain/errors';
import { activateTotp, getSecondFactors } from '../../repositories/second-factors';
import { clearSessionEnrolment } from '../../repositories/sessions';
import { decryptField } from '../crypto/field-encryption';
import { noticeAccountChange } from './account-notices';
import { newRecoveryCodes } from './recovery-codes';
import { auditSecondFactorChange } from './security-audit';
import type { Actor } from './sessions';
import { matchTotpCode } from './totp';

/**
 * Activates the pending secret once the app shows a right code (the code's step counts as used), with
 * ten new recovery codes that are answered this once and kept only as hashes. Lifts the session's
 * enrolment restriction.
 */
export async function confirmTotpEnrolment(actor: Actor, code: string, now: Date) {
  const { pendingTotp } = await getSecondFactors(actor.id);
  if (!pendingTotp) throw new AppError('CONFLICT', authMessages.mfa.noPendingEnrolment);
  const step = await matchTotpCode(decryptField(pendingTotp.secretEncrypted), code, now);
  if (step === null) {
    throw validationError(authMessages.mfa.wrongCode, [
      { path: 'code', message: authMessages.mfa.wrongCode },
    ]);
  }
  const { codes, hashes } = newRecoveryCodes();
  const activated = await activateTotp(actor.id, {
    secretEncrypted: pendingTotp.secretEncrypted,
    usedStep: step,
    recoveryCodeHashes: hashes,
    now: now.toISOString(),
  });
  if (!activated) throw new AppError('CONFLICT', authMessages.mfa.noPendingEnrolment);
  if (actor.enrolmentRequired) await clearSessionEnrolment(actor.tokenHash);
  await auditSecondFactorChange(actor, 'second-factor-enrolled', now);
  await noticeAccountChange(actor.id, 'authenticator-set-up', now);
  return { message: authMessages.mfa.totpEnabled, recoveryCodes: codes };
}
