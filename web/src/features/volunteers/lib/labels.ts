import { USER_STATUS_LABELS, USER_TYPE_LABELS } from '../../../../../shared/format/labels';
import { ASSIGNABLE_ROLES, ROLE_LABELS, USER_TYPES, type UserType } from '../../../../../shared/permissions';
import type { User } from '../../../../../shared/schemas/users';

// Labels, names and dates come from the one shared format module (ARCHITECTURE §12).
export { formatDate } from '../../../../../shared/format/dates';
export { roleLabel, userTypeLabel as typeLabel } from '../../../../../shared/format/labels';
export { displayName } from '../../../../../shared/format/names';

export type UserStatus = User['status'];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const STATUS_LABELS: Record<UserStatus, string> = USER_STATUS_LABELS;
export const STATUS_COLORS: Record<UserStatus, string> = {
  active: 'success',
  inactive: 'default',
  pending: 'warning',
};

export const TYPE_LABELS: Record<UserType, string> = USER_TYPE_LABELS;
export const TYPE_OPTIONS = USER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

/** The list's type filter of spec §2; the dialog offers every type. */
export const FILTER_TYPES = ['mentor', 'supporter', 'coordinator'] as const satisfies readonly UserType[];

/** What each assignable role means (spec §6), shown in the dialog's role picker. */
const ROLE_DESCRIPTIONS: Record<AssignableRole, string> = {
  vrijwilliger: 'basistoegang',
  coordinator: 'beheert gezinnen en vrijwilligers',
  bestuurslid: 'uitgebreide rechten',
  admin: 'volledige toegang',
};
export const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((value) => ({
  value,
  label: `${ROLE_LABELS[value]} – ${ROLE_DESCRIPTIONS[value]}`,
}));
