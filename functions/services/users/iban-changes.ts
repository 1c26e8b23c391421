import { type IbanChange, withIbanChange } from '../../../shared/policies/approvals';
import type { UserRecord } from '../../repositories/users';

/** Everyone who set or changed this user's bank account, the one change older records kept included. */
export function ibanChangesOf(
  user: Pick<UserRecord, 'ibanChanges' | 'ibanChangedBy' | 'ibanChangedAt'> | null,
): IbanChange[] {
  if (!user) return [];
  const legacy =
    user.ibanChangedBy != null && user.ibanChangedAt
      ? [{ byId: user.ibanChangedBy, at: user.ibanChangedAt }]
      : [];
  return [...legacy, ...(user.ibanChanges ?? [])];
}

/**
 * The IBAN history to store when `actorId` saves a user whose bank account was `before` (null for a
 * new account) and becomes `after`: setting it at creation counts as much as changing it later.
 */
export function ibanHistoryAfter(
  previous: Pick<UserRecord, 'ibanChanges' | 'ibanChangedBy' | 'ibanChangedAt' | 'bankAccount'> | null,
  after: string | null | undefined,
  actorId: number,
  now: Date,
): Pick<UserRecord, 'ibanChanges' | 'ibanChangedBy' | 'ibanChangedAt'> {
  const history = ibanChangesOf(previous);
  const isChanged = (after ?? null) !== (previous?.bankAccount ?? null);
  const ibanChanges = isChanged ? withIbanChange(history, actorId, now) : history;
  // The older single change now lives in the list.
  return previous?.ibanChangedBy != null
    ? { ibanChanges, ibanChangedBy: null, ibanChangedAt: null }
    : { ibanChanges };
}
