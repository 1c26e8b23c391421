import type { CreateUserBody } from '../../../shared/schemas/users';
import { maskRijksregisternummer } from '../../../shared/validation/rijksregisternummer';
import type { NewUserRecord } from '../../repositories/users';
import { encryptField } from '../crypto/field-encryption';

/** Encrypted for the admin's full read, masked for everyone else's lists. */
export function storedRijksregisternummer(digits: string | null) {
  return {
    rijksregisterNummerEncrypted: digits ? encryptField(digits) : null,
    rijksregisterNummerMasked: digits ? maskRijksregisternummer(digits) : null,
  };
}

export function profileChanges(
  body: Omit<CreateUserBody, 'password' | 'invite'>,
): Omit<
  NewUserRecord,
  'passwordHash' | 'rijksregisterNummerEncrypted' | 'rijksregisterNummerMasked' | 'ibanChanges'
> {
  return {
    username: body.username,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
    address: body.address,
    bankAccount: body.bankAccount,
    skills: body.skills,
    diploma: body.diploma,
    notes: body.notes,
    type: body.type,
    customType: body.type === 'overige' ? body.customType : null,
    status: body.status,
    role: body.role,
  };
}
