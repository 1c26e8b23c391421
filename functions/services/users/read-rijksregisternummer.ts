import { formatRijksregisternummer } from '../../../shared/validation/rijksregisternummer';
import { recordAudit } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { decryptField } from '../crypto/field-encryption';
import { existingUser } from './manage-users';

/** The full number, for admins only (the route says so); every read leaves an audit entry. */
export async function readRijksregisternummer(actor: Actor, id: number, now: Date) {
  const user = await existingUser(id);
  if (!user.rijksregisterNummerEncrypted) return { rijksregisterNummer: null };
  await recordAudit({
    kind: 'rrn-read',
    message: `Rijksregisternummer van gebruiker ${id} ingezien`,
    actorId: actor.id,
    subject: { type: 'user', id },
    now,
  });
  return { rijksregisterNummer: formatRijksregisternummer(decryptField(user.rijksregisterNummerEncrypted)) };
}
