import { formatRijksregisternummer } from '../../../shared/validation/rijksregisternummer';
import { recordAudit } from '../audit/record-audit';
import { assertRecentlyAuthenticated } from '../auth/reauthentication';
import type { Actor } from '../auth/sessions';
import { decryptField } from '../crypto/field-encryption';
import { recordAccess } from '../privacy/record-access';
import { existingUser } from './user-access';
import { userTarget } from './user-audit';

/** The full number, for admins only (the route says so); every read leaves an audit entry first. */
export async function readRijksregisternummer(actor: Actor, id: number, now: Date) {
  assertRecentlyAuthenticated(actor, now);
  const user = await existingUser(id);
  if (!user.rijksregisterNummerEncrypted) return { rijksregisterNummer: null };
  await recordAudit({ action: 'rrn-read', actor, target: userTarget(user), now });
  // Also in the person's own access history (issue 32), which their export holds.
  await recordAccess(actor, { type: 'user', id }, ['rijksregisterNummer'], now);
  return { rijksregisterNummer: formatRijksregisternummer(decryptField(user.rijksregisterNummerEncrypted)) };
}
