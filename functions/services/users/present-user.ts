import type { User } from '../../../shared/schemas/users';
import type { UserRecord } from '../../repositories/users';

/** The API's view of a stored user: hashes and encrypted fields stay behind. */
export function presentUser(record: UserRecord): User {
  return {
    id: record.id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    address: record.address,
    rijksregisterNummer: record.rijksregisterNummerEncrypted ? '***********' : null,
    bankAccount: record.bankAccount,
    skills: record.skills,
    diploma: record.diploma,
    notes: record.notes,
    type: record.type,
    customType: record.customType,
    status: record.status,
    role: record.role,
    createdAt: record.createdAt,
  };
}
