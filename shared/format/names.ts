/** Shown when a user has neither a name nor a username (spec §3). */
export const UNKNOWN_NAME = 'Onbekend';

export type NamedUser = { firstName?: string | null; lastName?: string | null; username?: string | null };

/** Spec §3: the full name, else the username, else 'Onbekend'. */
export function displayName(user: NamedUser): string {
  const full = `${user.firstName?.trim() ?? ''} ${user.lastName?.trim() ?? ''}`.trim();
  return full || user.username?.trim() || UNKNOWN_NAME;
}

/** 'Jan Peeters' → 'JP'; the first letter of the display name when there is no full name. */
export function initials(user: NamedUser): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || displayName(user).charAt(0).toUpperCase();
}
