import { isRole, normalizeRole, ROLE_LABELS } from '../../../../../shared/permissions';
import type { Family, FamilyStatus } from '../../../../../shared/schemas/families';
import type { User } from '../../../../../shared/schemas/users';

export const STATUS_LABELS: Record<FamilyStatus, string> = {
  in_behandeling: 'In behandeling',
  actief: 'Actief',
  gepauzeerd: 'Gepauzeerd',
  afgerond: 'Afgerond',
};

export const STATUS_COLORS: Record<FamilyStatus, string> = {
  in_behandeling: 'gold',
  actief: 'green',
  gepauzeerd: 'orange',
  afgerond: 'default',
};

/** The staff form's choices (spec §4: active, paused, completed), plus the status a registration starts in. */
export const STATUS_OPTIONS: { value: FamilyStatus; label: string }[] = [
  { value: 'in_behandeling', label: 'In behandeling (nieuwe aanmelding)' },
  { value: 'actief', label: 'Actief' },
  { value: 'gepauzeerd', label: 'Gepauzeerd' },
  { value: 'afgerond', label: 'Afgerond' },
];

/** The list's status filter (spec §2: all, active, completed, paused). */
export type StatusFilter = 'all' | 'actief' | 'afgerond' | 'gepauzeerd';
export const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle statussen' },
  { value: 'actief', label: 'Actief' },
  { value: 'afgerond', label: 'Afgerond' },
  { value: 'gepauzeerd', label: 'Gepauzeerd' },
];

/** The tabs of spec §2 and ARCHITECTURE §11: inactief is gepauzeerd + afgerond. */
export type FamilyTab = 'all' | 'aanmeldingen' | 'actief' | 'inactief';
export const TABS: { key: FamilyTab; label: string; statuses: readonly FamilyStatus[] | null }[] = [
  { key: 'all', label: 'Alle gezinnen', statuses: null },
  { key: 'aanmeldingen', label: 'Aanmeldingen', statuses: ['in_behandeling'] },
  { key: 'actief', label: 'Actief', statuses: ['actief'] },
  { key: 'inactief', label: 'Inactief', statuses: ['gepauzeerd', 'afgerond'] },
];

export const isFamilyTab = (value: string | null): value is FamilyTab =>
  TABS.some((tab) => tab.key === value);

export const inTab = (family: Family, tab: FamilyTab) => {
  const statuses = TABS.find((entry) => entry.key === tab)?.statuses;
  return !statuses || statuses.includes(family.guidanceStatus);
};

/**
 * Spec §6: vrijwilliger and huiswerkbegeleider without the manage permission see only their own
 * families, read-only (the server applies the same rule; this only decides what the screen says).
 */
export const seesOnlyAssignedFamilies = (user: { role: string }) => {
  const role = normalizeRole(user.role);
  return role === 'vrijwilliger' || role === 'huiswerkbegeleider';
};

export const personName = (user: Pick<User, 'firstName' | 'lastName' | 'username'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username || 'Onbekend';

export const roleLabel = (role: string) => {
  const canonical = normalizeRole(role);
  return isRole(canonical) ? ROLE_LABELS[canonical] : role;
};

const dateFormat = new Intl.DateTimeFormat('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric' });

export const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
};

export const ageLabel = (age: number | null) => (age === null ? null : `${age} jaar`);
