import { familyMessages } from '../../../shared/messages/families';
import type { FamilyAccessQuery } from '../../../shared/schemas/privacy';
import { notFound } from '../../domain/errors';
import { listAccessPage } from '../../repositories/access-log';
import { getFamilyById } from '../../repositories/families';

/** Who looked at one family, newest first, a page at a time (admins only: the route says so). */
export async function listFamilyAccess(id: number, query: FamilyAccessQuery, now: Date) {
  if (!(await getFamilyById(id))) throw notFound(familyMessages.families.notFound);
  return listAccessPage({ type: 'family', id }, query, now);
}
