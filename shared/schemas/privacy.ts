import { privacyMessages } from '../messages/privacy';
import * as z from '../zod';
import { idParam, isoTimestamp, pageOf, pageQuery } from './common';

/** Whose records a privacy job is about: a volunteer (any user) or a family. */
export const PRIVACY_SUBJECT_KINDS = ['volunteer', 'family'] as const;
export const privacySubjectSchema = z.strictObject({
  kind: z.enum(PRIVACY_SUBJECT_KINDS),
  id: idParam,
});
export type PrivacySubject = z.infer<typeof privacySubjectSchema>;

/** What the retention check lists: a person, or a financial year of declarations and bookkeeping. */
export const RETENTION_SUBJECT_KINDS = [...PRIVACY_SUBJECT_KINDS, 'bookkeepingYear'] as const;
/** A person, or a financial year (its id is the year): what an admin confirms, what an erasure job is about. */
export const retentionSubjectSchema = z.strictObject({
  kind: z.enum(RETENTION_SUBJECT_KINDS),
  id: idParam,
});
export type RetentionSubject = z.infer<typeof retentionSubjectSchema>;

/**
 * What a job does: `export` a person's copy (art. 15/20), `dry-run` an erasure (what would be erased,
 * pseudonymised and kept, and why; writes nothing), or `erase` (art. 17).
 */
export const PRIVACY_JOB_MODES = ['export', 'dry-run', 'erase'] as const;
export type PrivacyJobMode = (typeof PRIVACY_JOB_MODES)[number];

export const startPrivacyJobBody = z.strictObject({
  mode: z.enum(PRIVACY_JOB_MODES),
  subject: privacySubjectSchema,
});
export type StartPrivacyJobBody = z.infer<typeof startPrivacyJobBody>;

export const privacyJobParams = z.strictObject({ id: z.uuid() });

export const PRIVACY_TREATMENTS = ['erase', 'pseudonymise', 'keep'] as const;
export type PrivacyTreatment = (typeof PRIVACY_TREATMENTS)[number];

/** One line of the report: how many records of one entity get one treatment, and why. */
export const privacyReportLineSchema = z.object({
  table: z.string(),
  entity: z.string(),
  treatment: z.enum(PRIVACY_TREATMENTS),
  reason: z.string(),
  count: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
});
export type PrivacyReportLine = z.infer<typeof privacyReportLineSchema>;

export const privacyJobSchema = z.object({
  jobId: z.uuid(),
  mode: z.enum(PRIVACY_JOB_MODES),
  /** A person; a financial year only for the erasure an admin confirmed from the retention list. */
  subject: retentionSubjectSchema,
  /** The subject's name when the job started (a finished erasure no longer has it elsewhere). */
  subjectName: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  createdAt: isoTimestamp,
  createdBy: z.object({ id: z.number().int(), name: z.string() }),
  finishedAt: isoTimestamp.nullable(),
  /** Per entity and treatment, once done. */
  report: z.array(privacyReportLineSchema).nullable(),
  /** An export's file name once done. */
  fileName: z.string().nullable(),
  /** Shown with every erasure: a backup made before still holds the records until it expires. */
  notice: z.string().nullable(),
  error: z.string().optional(),
});
export type PrivacyJob = z.infer<typeof privacyJobSchema>;

export const privacyJobStarted = z.object({ jobId: z.uuid() });
export const privacyDownloadSchema = z.object({ url: z.string(), fileName: z.string() });
export type PrivacyDownload = z.infer<typeof privacyDownloadSchema>;

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

/** Retention (issue 32 item 3): a rule per entity with its reason, shown on the privacy screen. */
export const retentionRuleSchema = z.object({
  entity: z.string(),
  label: z.string(),
  period: z.string(),
  reason: z.string(),
  enforcedBy: z.enum(['review', 'expiry', 'not-yet']),
});

/** One person or year the daily retention check listed: who, since when the period ran, and by which rule. */
export const retentionItemSchema = z.object({
  subject: z.object({ kind: z.enum(RETENTION_SUBJECT_KINDS), id: z.number().int() }),
  name: z.string(),
  since: z.string(),
  rule: z.string(),
  listedAt: z.string(),
});

export const listRetentionQuery = z.strictObject({ ...pageQuery({ defaultSize: 50 }) });
export const retentionPageSchema = z.object({
  rules: z.array(retentionRuleSchema),
  items: z.array(retentionItemSchema),
  nextCursor: z.string().nullable(),
});
export type RetentionPage = z.infer<typeof retentionPageSchema>;

export const confirmRetentionBody = z.strictObject({
  subjects: z.array(retentionSubjectSchema).min(1).max(50),
});
export const retentionConfirmedSchema = z.object({ jobIds: z.array(z.uuid()) });
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
