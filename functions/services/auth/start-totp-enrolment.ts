import QRCode from 'qrcode';
import { putPendingTotp } from '../../repositories/second-factors';
import { encryptField } from '../crypto/field-encryption';
import { organizationName } from './organization-name';
import { assertRecentlyAuthenticated } from './reauthentication';
import type { Actor } from './sessions';
import { newTotpSecret, totpUri } from './totp';

/**
 * A fresh secret for an authenticator app, kept encrypted (like the rijksregisternummer) until a code
 * confirms it. Only now is it shown (as a QR code and a manual key); never again after enrolment.
 * Replacing a factor wants the password proven recently, like other sensitive changes.
 */
export async function startTotpEnrolment(actor: Actor, now: Date) {
  assertRecentlyAuthenticated(actor, now);
  const secret = newTotpSecret();
  await putPendingTotp(actor.id, encryptField(secret), now.toISOString());
  const otpauthUri = totpUri(secret, await organizationName(), actor.username);
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { otpauthUri, manualKey: secret, qrSvg };
}
