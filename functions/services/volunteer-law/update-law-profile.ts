import { displayName } from '../../../shared/format/names';
import { volunteerLawMessages } from '../../../shared/messages/volunteer-law';
import { centsToDecimal } from '../../../shared/money';
import { canManageUser } from '../../../shared/policies/users';
import type { LawProfileBody, LawTotals } from '../../../shared/schemas/volunteer-law';
import { conflict, forbidden } from '../../domain/errors';
import { auditPut } from '../../repositories/audit';
import { transactConditionally } from '../../repositories/table';
import { getLawYear, lawProfileUpdate } from '../../repositories/volunteer-law';
import { auditEntryOf } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';
import { defaultLawRegime } from '../settings/law-figures';
import { lawSubject } from './law-access';
import { approvedLawTotals } from './law-totals';

const m = volunteerLawMessages.volunteerLaw;

/**
 * Sets a volunteer's regime of one year and what other organisations pay them that year (it counts
 * towards the ceiling). The regime changes only before the first approved allowance of that year;
 * bound to the version the screen showed, so an approval in between makes it a 409. Audited in the
 * same transaction.
 */
export async function updateLawProfile(
  actor: Actor,
  userId: number,
  year: number,
  body: LawProfileBody,
  now: Date,
): Promise<LawTotals> {
  const user = await lawSubject(actor, userId);
  if (!canManageUser(actor, user)) throw forbidden();
  const previous = await getLawYear(userId, year);
  if (previous.version !== body.expectedVersion) throw conflict();
  const previousRegime = previous.regime ?? (await defaultLawRegime());
  if (previous.allowanceCount > 0 && body.regime !== previousRegime) throw conflict(m.regimeLocked(year));
  const written = await transactConditionally([
    lawProfileUpdate(previous, { regime: body.regime, otherCents: body.otherOrganisationsAmount }, now),
    auditPut(
      auditEntryOf({
        action: 'volunteer-law-updated',
        actor: { id: actor.id, username: actor.username },
        target: { type: 'user', id: userId, userId, name: displayName(user) },
        changes: [
          { field: `regime ${year}`, treatment: 'value', before: previous.regime, after: body.regime },
          {
            field: `otherOrganisationsAmount ${year}`,
            treatment: 'value',
            before: centsToDecimal(previous.otherCents),
            after: centsToDecimal(body.otherOrganisationsAmount),
          },
        ],
        now,
      }),
    ),
  ]);
  if (!written) {
    const current = await getLawYear(userId, year);
    throw conflict(current.allowanceCount > 0 ? m.regimeLocked(year) : undefined);
  }
  return approvedLawTotals(userId, year);
}
