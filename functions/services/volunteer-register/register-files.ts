import { volunteerRegisterMessages } from '../../../shared/messages/volunteer-register';
import { volunteerMessages } from '../../../shared/messages/volunteers';
import { can } from '../../../shared/permissions';
import { notFound } from '../../domain/errors';
import { getUserById } from '../../repositories/users';
import { allRegisterLines, volunteerRegisterLines } from '../../repositories/volunteer-register';
import { organizationName } from '../auth/organization-name';
import type { Actor } from '../auth/sessions';
import { displayName } from '../users/present-user';
import { registerPdf } from './register-pdf';
import { registerWorkbook } from './register-workbook';
import { statementPdf } from './statement-pdf';

const m = volunteerRegisterMessages;

export type RegisterFile = { bytes: Uint8Array; fileName: string };

/** 'Vereniging / Oost' → 'Vereniging - Oost': a name every file system accepts. */
const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\r\n\t]+/g, '-').trim();

export async function registerXlsx(year: number): Promise<RegisterFile> {
  const bytes = await registerWorkbook(year, await allRegisterLines(year));
  return { bytes, fileName: `${m.register.fileName(year)}.xlsx` };
}

export async function registerPdfFile(year: number, now: Date): Promise<RegisterFile> {
  const [lines, organisation] = await Promise.all([allRegisterLines(year), organizationName()]);
  return {
    bytes: await registerPdf(year, lines, organisation, now),
    fileName: `${m.register.fileName(year)}.pdf`,
  };
}

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
