import { privacyMessages } from '../messages/privacy';
import * as z from '../zod';
import { idParam, pageOf, pageQuery } from './common';

/** The forms a consent can come from: the public form, the in-portal form, or staff recording a renewal. */
export const CONSENT_FORMS = ['public', 'portal', 'staff'] as const;

/**
 * The consent a family gave (issue 32, item 1): the version of the privacy notice it was given for,
 * when, from which form, whether photos may be taken, and who recorded it (staff renewing it; null
 * when the guardian gave it on a form).
 */
export const familyConsentSchema = z.object({
  noticeVersion: z.string(),
  at: z.string(),
  form: z.enum(CONSENT_FORMS),
  photos: z.boolean(),
  recordedBy: z.number().int().nullable(),
});
export type FamilyConsent = z.infer<typeof familyConsentSchema>;

/** Staff recording a renewed consent: the guardian's answer on photos. */
export const renewConsentBody = z.strictObject({ photos: z.boolean().optional().default(false) });
export type RenewConsentBody = z.infer<typeof renewConsentBody>;

/** What an access entry is about: a family's record, or a user's rijksregisternummer. */
export const ACCESS_SUBJECTS = ['family', 'user'] as const;
export type AccessSubject = { type: (typeof ACCESS_SUBJECTS)[number]; id: number };

/**
 * One read of a person's record (issue 32, item 2): who, when, which record and which fields; never
 * the data itself. Kept two years (the TTL the audit table's entries carry).
 */
export const accessEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.number().int(),
  actorName: z.string(),
  actorRole: z.string(),
  subjectType: z.enum(ACCESS_SUBJECTS),
  subjectId: z.number().int(),
  /** The names of the fields the answer held (`childName`, `notes`, …), never their values. */
  fields: z.array(z.string()),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

export const familyAccessParams = z.strictObject({ id: idParam });
export const familyAccessQuery = z.strictObject({ ...pageQuery({ defaultSize: 20 }) });
export type FamilyAccessQuery = z.infer<typeof familyAccessQuery>;
export const accessPageSchema = pageOf(accessEntrySchema);
export type AccessPage = z.infer<typeof accessPageSchema>;

/** Purging every stored rijksregisternummer needs the admin's explicit confirmation (issue 32, item 7). */
export const purgeRrnBody = z.strictObject({
  confirm: z.literal(true, { error: privacyMessages.privacy.rrnPurgeConfirmRequired }),
});
export const purgeRrnResponse = z.object({ purged: z.number().int(), message: z.string() });
export type PurgeRrnResponse = z.infer<typeof purgeRrnResponse>;

/** One table in the register of processing (art. 30): its definition and its purpose text. */
export const processingEntrySchema = z.object({
  table: z.string(),
  description: z.string(),
  /** The attribute DynamoDB expires items by, or null when items stay until removed. */
  ttlAttribute: z.string().nullable(),
  indexes: z.array(z.string()),
  dataSubjects: z.string(),
  dataCategories: z.string(),
  purpose: z.string(),
  legalBasis: z.string(),
  retention: z.string(),
  recipients: z.string(),
  security: z.string(),
});
export const processingRegisterSchema = z.object({
  controller: z.string(),
  processor: z.string(),
  region: z.string(),
  entries: z.array(processingEntrySchema),
});
export type ProcessingRegister = z.infer<typeof processingRegisterSchema>;
