import { LOCALE } from '../../../../../shared/constants';
import {
  ASSIGNABLE_ROLES,
  isRole,
  normalizeRole,
  ROLE_LABELS,
  USER_TYPES,
  type UserType,
} from '../../../../../shared/permissions';
import type { User } from '../../../../../shared/schemas/users';

export type UserStatus = User['status'];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Actief',
  inactive: 'Inactief',
  pending: 'In behandeling',
};
export const STATUS_COLORS: Record<UserStatus, string> = {
  active: 'success',
  inactive: 'default',
  pending: 'warning',
};

export const TYPE_LABELS: Record<UserType, string> = {
  mentor: 'Mentor',
  supporter: 'Supporter',
  coordinator: 'Coördinator',
  huiswerkbegeleider: 'Huiswerkbegeleider',
  telefoonpermanentie: 'Telefoonpermanentie',
  bestuurder: 'Bestuurder',
  dagelijks_bestuurder: 'Dagelijks bestuurder',
  adviserend_bestuurslid: 'Adviserend bestuurslid',
  overige: 'Overige',
};
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

export function roleLabel(role: string): string {
  const canonical = normalizeRole(role);
  return isRole(canonical) ? ROLE_LABELS[canonical] : role;
}

/** The type as the list shows it: the free-text function for 'overige'. */
export function typeLabel(user: Pick<User, 'type' | 'customType'>): string | null {
  if (!user.type) return null;
  if (user.type === 'overige' && user.customType) return user.customType;
  return TYPE_LABELS[user.type] ?? user.type;
}

/** Spec §3: the full name, else the username, else 'Onbekend'. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.username || 'Onbekend';
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
