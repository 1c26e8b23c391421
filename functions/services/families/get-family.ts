import type { Family } from '../../../shared/schemas/families';
import type { Actor } from '../auth/sessions';
import { recordAccess } from '../privacy/record-access';
import { visibleFamily } from './family-access';
import { presentFamily } from './present-family';

/** The fields of a family's detail that describe the family (not its id or version): what an access entry names. */
const RECORDED_FIELDS = (family: Family) =>
  Object.keys(family).filter((field) => field !== 'id' && field !== 'version');

/** One family; every read is written down first (issue 32: who looked at a child's record). */
export async function getFamilyFor(actor: Actor, id: number, now: Date) {
  const family = presentFamily(await visibleFamily(actor, id));
  await recordAccess(actor, { type: 'family', id }, RECORDED_FIELDS(family), now);
  return family;
}
