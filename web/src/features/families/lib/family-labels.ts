import { displayName, FAMILY_STATUS_LABELS } from '../../../../../shared/format';
import type { FamilyStatus, FamilySummary } from '../../../../../shared/schemas/families';
import type { User } from '../../../../../shared/schemas/users';
import { filterOptions } from '../../../components/list-filters';

export { formatDate, roleLabel } from '../../../../../shared/format';
export { seesAllFamilies, seesOnlyAssignedFamilies } from '../../../../../shared/policies/families';

export const STATUS_LABELS: Record<FamilyStatus, string> = FAMILY_STATUS_LABELS;

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
const FILTER_STATUSES = ['actief', 'afgerond', 'gepauzeerd'] as const satisfies readonly FamilyStatus[];
export type StatusFilter = (typeof FILTER_STATUSES)[number] | 'all';
export const STATUS_FILTER_OPTIONS = filterOptions('Alle statussen', FILTER_STATUSES, STATUS_LABELS);

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

export const inTab = (family: FamilySummary, tab: FamilyTab) => {
  const statuses = TABS.find((entry) => entry.key === tab)?.statuses;
  return !statuses || statuses.includes(family.guidanceStatus);
};

export const personName = (user: Pick<User, 'firstName' | 'lastName' | 'username'>) => displayName(user);

export const ageLabel = (age: number | null) => (age === null ? null : `${age} jaar`);
