import { privacyMessages } from '../../../shared/messages/privacy';
import type { PurgeRrnResponse } from '../../../shared/schemas/privacy';
import { SETTING_KEYS } from '../../../shared/schemas/settings';
import { validationError } from '../../domain/errors';
import { getUserById, listUsers, replaceUser, type UserRecord } from '../../repositories/users';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';
import { collectsRrn } from './privacy-settings';

const p = privacyMessages.privacy;
const ERASED = { rijksregisterNummerEncrypted: null, rijksregisterNummerMasked: null };

/** Erases one user's number, conditional on the version read; a user changed meanwhile is read again. */
async function erase(user: UserRecord, now: Date): Promise<boolean> {
  let current: UserRecord | null = user;
  for (let attempt = 0; attempt < 3 && current?.rijksregisterNummerEncrypted; attempt += 1) {
    const result = await replaceUser(current, ERASED, now, []);
    if ('user' in result) return true;
    current = await getUserById(user.id);
  }
  return false;
}

/**
 * Collect less (issue 32, item 7): once an admin turned the collection off, every stored
 * rijksregisternummer is erased in one step on their confirmation (the body schema requires it),
 * with one audit entry naming how many; the numbers themselves never reach the trail.
 */
export async function purgeRijksregisternummers(actor: Actor, now: Date): Promise<PurgeRrnResponse> {
  if (await collectsRrn()) {
    throw validationError(p.rrnPurgeNeedsOff, [{ path: 'confirm', message: p.rrnPurgeNeedsOff }]);
  }
  // Every user, one Query per role (byDirectory): hundreds of volunteers, never a Scan.
  const holders = (await listUsers({})).filter((user) => user.rijksregisterNummerEncrypted);
  let purged = 0;
  for (const user of holders) if (await erase(user, now)) purged += 1;
  await recordAudit({
    action: 'rrn-purged',
    actor: { id: actor.id, username: actor.username },
    target: {
      type: 'setting',
      id: SETTING_KEYS.indexOf('rrn_collection') + 1,
      userId: null,
      name: 'rrn_collection',
    },
    changes: [
      { field: 'rijksregisterNummer', treatment: 'secret', before: null, after: null },
      { field: 'purgedCount', treatment: 'value', before: null, after: String(purged) },
    ],
    now,
  });
  return { purged, message: p.rrnPurged(purged) };
}
