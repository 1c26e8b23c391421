import { volunteerMessages } from '../../../shared/messages/volunteers';
import { can } from '../../../shared/permissions';
import { notFound } from '../../domain/errors';
import { getUserById } from '../../repositories/users';
import { volunteerRegisterLines } from '../../repositories/volunteer-register';
import { organizationName } from '../auth/organization-name';
import type { Actor } from '../auth/sessions';
import { displayName } from '../users/present-user';
import { registerMessages as m, type RegisterFile, safeFileName } from './register-files';
import { statementPdf } from './statement-pdf';

/**
 * A volunteer's yearly statement: their own, or anyone's for who keeps the books (the register's
 * readers). Anyone else's answers 404, as if it did not exist.
 */
export async function statementFile(
  actor: Actor,
  userId: number,
  year: number,
  now: Date,
): Promise<RegisterFile> {
  if (actor.id !== userId && !can(actor, 'approveBookkeeping'))
    throw notFound(volunteerMessages.volunteers.notFound);
  const user = await getUserById(userId);
  if (!user) throw notFound(volunteerMessages.volunteers.notFound);
  const [lines, organisation] = await Promise.all([volunteerRegisterLines(year, userId), organizationName()]);
  const name = displayName(user);
  const bytes = await statementPdf({ year, name, organisation, lines }, now);
  return { bytes, fileName: safeFileName(`${m.statement.fileName(year, name)}.pdf`) };
}
