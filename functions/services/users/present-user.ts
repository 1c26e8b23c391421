import type { OwnProfile, OwnUser } from '../../../shared/schemas/auth';
import type { User } from '../../../shared/schemas/users';
import type { UserRecord } from '../../repositories/users';

/** The API's view of a stored user: hashes stay behind and the rijksregisternummer is masked. */
export function presentUser(record: UserRecord): User {
  return {
    id: record.id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    address: record.address,
    rijksregisterNummer: record.rijksregisterNummerMasked,
    bankAccount: record.bankAccount,
    skills: record.skills,
    diploma: record.diploma,
    notes: record.notes,
    type: record.type,
    customType: record.customType,
    status: record.status,
    role: record.role,
    createdAt: record.createdAt,
    noticeVersion: record.noticeVersion ?? null,
    screeningDate: record.screeningDate ?? null,
    worksWithMinors: record.worksWithMinors ?? false,
  };
}

/** What the signed-in user sees of themselves in every answer (no notes, IBAN or address). */
export function presentOwnUser(record: UserRecord): OwnUser {
  return {
    id: record.id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    type: record.type,
    customType: record.customType,
    status: record.status,
    role: record.role,
  };
}

/** The signed-in user's own profile: their contact and bank details, never a manager's notes. */
export function presentOwnProfile(record: UserRecord): OwnProfile {
  return {
    id: record.id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    address: record.address,
    bankAccount: record.bankAccount,
    notificationMails: record.notificationMails ?? true,
  };
}

/** What colleagues without the manage-users permission may see: who someone is, not how to reach them. */
export function presentDirectoryEntry(record: UserRecord): User {
  return {
    ...presentUser(record),
    email: null,
    phone: null,
    address: null,
    rijksregisterNummer: null,
    bankAccount: null,
    skills: null,
    diploma: null,
    notes: null,
    noticeVersion: null,
    screeningDate: null,
    worksWithMinors: false,
  };
}

/** The one display-name rule lives in shared/format. */
export { displayName } from '../../../shared/format/names';
