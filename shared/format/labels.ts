import { isRole, normalizeRole, ROLE_LABELS, type UserType } from '../permissions';
import type { DeclarationStatus, FamilyStatus, UserStatus } from '../statuses';

/**
 * Every code the portal stores, as the screens and the activity feed show it. The server writes
 * sentences with these labels, so a feed says "Actief" and "Coördinator", never `actief` or `coordinator`.
 */
export { ROLE_LABELS };

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Actief',
  inactive: 'Inactief',
  pending: 'In behandeling',
};

export const USER_TYPE_LABELS: Record<UserType, string> = {
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

/** The canonical guidance statuses of ARCHITECTURE §11. */
export const FAMILY_STATUS_LABELS: Record<FamilyStatus, string> = {
  in_behandeling: 'In behandeling',
  actief: 'Actief',
  gepauzeerd: 'Gepauzeerd',
  afgerond: 'Afgerond',
};

/** The spec's labels ('In afwachting', 'Goedgekeurd', …). */
export const DECLARATION_STATUS_LABELS: Record<DeclarationStatus, string> = {
  pending: 'In afwachting',
  in_behandeling: 'In behandeling',
  wordt_verwerkt: 'Wordt verwerkt',
  approved: 'Goedgekeurd',
  rejected: 'Afgewezen',
};

/** Issue 34: the payment of an approved declaration, shown beside its status. */
export const PAYMENT_STATE_LABELS = { in_betaling: 'In betaling', betaald: 'Betaald' } as const;

export type DeclarationType = 'expense' | 'mileage';

export const DECLARATION_TYPE_LABELS: Record<DeclarationType, string> = {
  expense: 'Onkosten',
  mileage: 'Kilometervergoeding',
};

/** For narrow columns; the full label is the tooltip. */
export const DECLARATION_TYPE_SHORT_LABELS: Record<DeclarationType, string> = {
  expense: 'Onkosten',
  mileage: 'Kilometers',
};

const labelOf = <K extends string>(labels: Record<K, string>, code: string): string =>
  Object.hasOwn(labels, code) ? labels[code as K] : code;

/** Any accepted spelling ('coördinator', 'Coordinator') → 'Coördinator'; an unknown code as it is. */
export function roleLabel(role: string): string {
  const canonical = normalizeRole(role);
  return isRole(canonical) ? ROLE_LABELS[canonical] : role;
}

export const userStatusLabel = (status: string) => labelOf(USER_STATUS_LABELS, status);
export const familyStatusLabel = (status: string) => labelOf(FAMILY_STATUS_LABELS, status);
export const declarationStatusLabel = (status: string) => labelOf(DECLARATION_STATUS_LABELS, status);
export const declarationTypeLabel = (type: string) => labelOf(DECLARATION_TYPE_LABELS, type);

/** The type as lists show it: the free-text function for 'overige'; null without a type. */
export function userTypeLabel(user: { type?: string | null; customType?: string | null }): string | null {
  if (!user.type) return null;
  if (user.type === 'overige' && user.customType) return user.customType;
  return labelOf(USER_TYPE_LABELS, user.type);
}
