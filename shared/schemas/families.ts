import { PUBLIC_CHILD_AGE, STAFF_CHILD_AGE } from '../constants';
import { familyMessages } from '../messages/families';
import { privacyMessages } from '../messages/privacy';
import { FAMILY_STATUSES, type FamilyStatus } from '../statuses';
import * as z from '../zod';
import { idParam, pageOf, pageQuery } from './common';
import { familyConsentSchema } from './privacy';

const m = familyMessages.families;
const portalSignup = familyMessages.familySignup;
const publicSignup = familyMessages.publicSignup;

export { FAMILY_STATUSES, type FamilyStatus } from '../statuses';

/** The staff form's active/paused/completed and the list badges' spellings, mapped onto the canonical set. */
const STATUS_SPELLINGS: Record<string, FamilyStatus> = {
  active: 'actief',
  paused: 'gepauzeerd',
  completed: 'afgerond',
  pending: 'in_behandeling',
  'in behandeling': 'in_behandeling',
};

/** What the list filter accepts besides a status: the inactive tab (gepauzeerd + afgerond). */
export const FAMILY_STATUS_FILTERS = [...FAMILY_STATUSES, 'inactief'] as const;
export type FamilyStatusFilter = (typeof FAMILY_STATUS_FILTERS)[number];

const FILTER_SPELLINGS: Record<string, FamilyStatusFilter> = { ...STATUS_SPELLINGS, inactive: 'inactief' };

/** Maps any accepted spelling to the canonical value; '' means "not given"; unknown values pass on to be refused. */
function canonicalSpelling(spellings: Record<string, string>) {
  return (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    const lower = value.trim().toLowerCase();
    if (lower === '') return undefined;
    return spellings[lower] ?? lower;
  };
}
export const normalizeFamilyStatus = canonicalSpelling(STATUS_SPELLINGS);

/** A family as the API shows it (spec §3), plus the `version` a client may send back to guard its edit. */
export const familySchema = z.object({
  id: z.number().int(),
  parentName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  childName: z.string().nullable(),
  childAge: z.number().int().nullable(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  guidanceStatus: z.enum(FAMILY_STATUSES),
  hasPets: z.boolean(),
  allowsSmoking: z.boolean(),
  hasStudyRoom: z.boolean(),
  externalSupport: z.string().nullable(),
  notes: z.string().nullable(),
  assignedTo: z.number().int().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  /** The consent given for the privacy notice (issue 32); null for families entered before it or by staff. */
  consent: familyConsentSchema.nullable().optional(),
});
export type Family = z.infer<typeof familySchema>;

/**
 * A family as GET /api/families lists it: who, how to reach them, the child's school and the
 * guidance, what every list, picker and card of the portal shows. The home situation, external
 * support, notes and consent are read one family at a time through GET /api/families/{id}, which
 * writes down who looked (issue 32); a list read that carried them would read every child's notes
 * unrecorded. A deliberate break with the spec's client, whose edit form filled from the list.
 */
export const familySummarySchema = familySchema.pick({
  id: true,
  parentName: true,
  email: true,
  phone: true,
  address: true,
  childName: true,
  childAge: true,
  school: true,
  grade: true,
  guidanceStatus: true,
  assignedTo: true,
  createdAt: true,
  version: true,
});
export type FamilySummary = z.infer<typeof familySummarySchema>;

/** One page of GET /api/families, newest first. */
export const familyPageSchema = pageOf(familySummarySchema);
export type FamilyPage = z.infer<typeof familyPageSchema>;

/** Spec §3 "Recent family registration". */
export const recentRegistrationSchema = familySchema.pick({
  id: true,
  parentName: true,
  childName: true,
  childAge: true,
  phone: true,
  email: true,
  createdAt: true,
});
export type RecentRegistration = z.infer<typeof recentRegistrationSchema>;

const blankToNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

/** Free text a form may leave empty: trimmed, and '' becomes null. */
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().max(max).nullable().optional().default(null));

const optionalEmail = (message: string) =>
  z.preprocess(
    blankToNull,
    z.email({ error: message }).max(254, message).nullable().optional().default(null),
  );

/** Numbers arrive as JSON numbers or, from plain form fields, as digit strings. */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value;

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const flag = () => z.boolean().optional().default(false);

/** 'none' or empty is "no volunteer" (spec §5); otherwise the user id, checked against active users by the service. */
const assigneeField = z.preprocess(
  (value) => (value === 'none' || value === '' || value === undefined ? null : digitsToNumber(value)),
  z
    .number({ error: m.invalidAssignee })
    .int(m.invalidAssignee)
    .positive(m.invalidAssignee)
    .max(Number.MAX_SAFE_INTEGER, m.invalidAssignee)
    .nullable(),
);

const staffAgeField = z.preprocess(
  (value) => digitsToNumber(emptyToNull(value)),
  z
    .number({ error: m.invalidAge })
    .int(m.invalidAge)
    .min(STAFF_CHILD_AGE.min, m.invalidAge)
    .max(STAFF_CHILD_AGE.max, m.invalidAge)
    .nullable(),
);

const staffFamilyShape = {
  parentName: z
    .string({ error: m.parentNameRequired })
    .trim()
    .min(1, m.parentNameRequired)
    .max(200, m.parentNameRequired),
  email: optionalEmail(m.invalidEmail),
  phone: optionalText(50),
  address: optionalText(300),
  childName: optionalText(200),
  childAge: staffAgeField,
  school: optionalText(200),
  grade: optionalText(100),
  hasPets: flag(),
  allowsSmoking: flag(),
  hasStudyRoom: flag(),
  externalSupport: optionalText(2000),
  notes: optionalText(5000),
  assignedTo: assigneeField,
};

const statusField = z.enum(FAMILY_STATUSES, { error: m.invalidStatus });

/** The staff dialog's "add": a new family starts as a registration in progress unless the form says otherwise. */
export const createFamilyBody = z.strictObject({
  ...staffFamilyShape,
  guidanceStatus: z.preprocess(normalizeFamilyStatus, statusField.optional().default('in_behandeling')),
});
export type CreateFamilyBody = z.infer<typeof createFamilyBody>;

/**
 * The staff dialog's "edit" replaces every field; an omitted status keeps the current one. `version`
 * is the one the client read: when given, an edit of a family changed since then is refused (409).
 */
export const updateFamilyBody = z.strictObject({
  ...staffFamilyShape,
  guidanceStatus: z.preprocess(normalizeFamilyStatus, statusField.optional()),
  version: z.number().int().positive().optional(),
});
export type UpdateFamilyBody = z.infer<typeof updateFamilyBody>;

export const familyIdParams = z.strictObject({ id: idParam });

export const listFamiliesQuery = z.strictObject({
  status: z.preprocess(
    (value) => (value === 'all' ? undefined : canonicalSpelling(FILTER_SPELLINGS)(value)),
    z.enum(FAMILY_STATUS_FILTERS, { error: m.invalidStatus }).optional(),
  ),
  search: z.string().trim().max(100).optional(),
  ...pageQuery({ defaultSize: 50 }),
});
export type ListFamiliesQuery = z.infer<typeof listFamiliesQuery>;

const publicText = (max: number) =>
  z
    .string({ error: publicSignup.required })
    .trim()
    .min(1, publicSignup.required)
    .max(max, publicSignup.required);

/**
 * Spec §3 "Public family registration (embedded form payload)" with the rules of §5. `website` is a
 * honeypot: hidden from people, so only a robot fills it in.
 */
export const publicRegistrationBody = z.strictObject({
  parentName: publicText(200),
  childName: publicText(200),
  childAge: z.preprocess(
    digitsToNumber,
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? publicSignup.required
            : publicSignup.invalidAge,
      })
      .int(publicSignup.invalidAge)
      .min(PUBLIC_CHILD_AGE.min, publicSignup.invalidAge)
      .max(PUBLIC_CHILD_AGE.max, publicSignup.invalidAge),
  ),
  school: publicText(200),
  grade: publicText(100),
  phone: publicText(50),
  email: optionalEmail(publicSignup.invalidEmail),
  address: publicText(300),
  notes: publicText(5000),
  website: z.string().max(500).optional().default(''),
  /** The guardian confirms parental authority and consents to the processing (issue 32): required. */
  guardianConsent: z.literal(true, { error: privacyMessages.privacy.guardianConsentRequired }),
  photoConsent: z.boolean().optional().default(false),
  /** The version of the privacy notice the form showed; a stale one is refused (the notice changed). */
  privacyNoticeVersion: z.string().trim().min(1).max(100).optional(),
});
export type PublicRegistrationBody = z.infer<typeof publicRegistrationBody>;

const portalText = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

/** Spec §3 "Family registration (in-portal signup form)" with the rules and messages of §5. */
export const registerFamilyBody = z.strictObject({
  parentName: portalText(2, 200, portalSignup.nameRequired),
  email: z
    .string({ error: portalSignup.invalidEmail })
    .trim()
    .pipe(z.email({ error: portalSignup.invalidEmail }).max(254, portalSignup.invalidEmail)),
  phone: portalText(10, 50, portalSignup.invalidPhone),
  address: portalText(5, 300, portalSignup.addressRequired),
  childName: portalText(2, 200, portalSignup.childNameRequired),
  childAge: z.preprocess(
    digitsToNumber,
    z
      .number({ error: portalSignup.ageNotANumber })
      .int(portalSignup.ageNotANumber)
      .min(STAFF_CHILD_AGE.min, m.invalidAge)
      .max(STAFF_CHILD_AGE.max, m.invalidAge),
  ),
  schoolName: portalText(2, 200, portalSignup.schoolRequired),
  grade: portalText(1, 100, portalSignup.gradeRequired),
  subjects: portalText(2, 1000, portalSignup.subjectsRequired),
  notes: optionalText(4000),
});
export type RegisterFamilyBody = z.infer<typeof registerFamilyBody>;

export const registerFamilyResponse = z.object({ success: z.literal(true), id: z.number().int() });
