// The status sets on their own, without zod or messages: the statistics counters need only these
// lists, and importing them from the schema modules put every area's schemas in every write route.
// The schema modules re-export them, so the rest of the code keeps importing them from there.

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * The roles the dashboard counts as volunteers ("Actieve vrijwilligers", "Nieuwe vrijwilligers", the
 * sidebar badge): admins, coordinators and the board are users, not volunteers (issue 23 point 7).
 */
export const VOLUNTEER_ROLES = ['vrijwilliger', 'huiswerkbegeleider'] as const;
export const isVolunteerRole = (role: string) => (VOLUNTEER_ROLES as readonly string[]).includes(role);

/** The one canonical set of guidance statuses (ARCHITECTURE §11); `in_behandeling` is a new registration. */
export const FAMILY_STATUSES = ['in_behandeling', 'actief', 'gepauzeerd', 'afgerond'] as const;
export type FamilyStatus = (typeof FAMILY_STATUSES)[number];

export const DECLARATION_STATUSES = [
  'pending',
  'in_behandeling',
  'wordt_verwerkt',
  'approved',
  'rejected',
] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

/** Issue 34: an approved declaration is paid through a SEPA file ('in_betaling'), then seen on the statement ('betaald'). */
export const PAYMENT_STATES = ['in_betaling', 'betaald'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** `screening`: an extract of the criminal record of a volunteer is nearly three years old (issue 31). */
export const NOTIFICATION_TYPES = ['aanmelding', 'declaratie', 'nieuws', 'screening'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A bookkeeping transaction's direction and review state. */
export const ENTRY_TYPES = ['incoming', 'outgoing'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** Per volunteer and calendar year one regime: real costs with proof, or a flat allowance with ceilings. */
export const LAW_REGIMES = ['real', 'flat'] as const;
export type LawRegime = (typeof LAW_REGIMES)[number];
export const VEHICLES = ['car', 'bicycle'] as const;
export type Vehicle = (typeof VEHICLES)[number];
