import type { AuditTreatment } from '../../../shared/schemas/audit';
import type { UserRecord } from '../../repositories/users';
import type { AuditInput } from '../audit/record-audit';
import { displayName } from './present-user';

/**
 * How each field of a user is written in the audit trail. The rijksregisternummer, notes and the
 * password are named only; IBAN and e-mail are masked. The RRN and password are compared apart
 * (their stored forms change with every write), so they are not listed here.
 */
export const USER_AUDITED_FIELDS = {
  username: 'value',
  firstName: 'value',
  lastName: 'value',
  email: 'masked',
  phone: 'value',
  address: 'value',
  bankAccount: 'masked',
  skills: 'value',
  diploma: 'value',
  notes: 'secret',
  type: 'value',
  customType: 'value',
  status: 'value',
  role: 'value',
} as const satisfies Partial<Record<keyof UserRecord, AuditTreatment>>;

export const userTarget = (user: UserRecord): AuditInput['target'] => ({
  type: 'user',
  id: user.id,
  userId: user.id,
  name: displayName(user),
});
