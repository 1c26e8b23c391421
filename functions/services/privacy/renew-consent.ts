import { familyMessages } from '../../../shared/messages/families';
import type { FamilyConsent, RenewConsentBody } from '../../../shared/schemas/privacy';
import { conflict } from '../../domain/errors';
import { auditPut } from '../../repositories/audit';
import { replaceFamilyConsent } from '../../repositories/families';
import { auditEntryOf } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';
import { visibleFamily } from '../families/family-access';
import { presentFamily } from '../families/present-family';
import { currentPrivacyNotice } from './privacy-settings';

/**
 * Staff record that a family renewed its consent for the current privacy notice (issue 32): the
 * family's consent names that version, now, the staff form and who recorded it; audited in the same
 * transaction, as a change to personal data.
 */
export async function renewConsent(actor: Actor, id: number, body: RenewConsentBody, now: Date) {
  const previous = await visibleFamily(actor, id);
  const notice = await currentPrivacyNotice();
  const consent: FamilyConsent = {
    noticeVersion: notice.version,
    at: now.toISOString(),
    form: 'staff',
    photos: body.photos,
    recordedBy: actor.id,
  };
  const audit = auditPut(
    auditEntryOf({
      action: 'family-consent-recorded',
      actor: { id: actor.id, username: actor.username },
      target: { type: 'family', id, userId: null, name: null },
      changes: [
        {
          field: 'consent.noticeVersion',
          treatment: 'value',
          before: previous.consent?.noticeVersion ?? null,
          after: notice.version,
        },
        {
          field: 'consent.photos',
          treatment: 'value',
          before: previous.consent ? String(previous.consent.photos) : null,
          after: String(body.photos),
        },
      ],
      now,
    }),
  );
  const result = await replaceFamilyConsent(previous, consent, now, [audit]);
  if (result === 'changed') throw conflict(familyMessages.families.changed);
  return presentFamily(result.family);
}
