import { auditMessages } from '../messages/audit';
import * as z from '../zod';
import { idParam, isoTimestamp, pageOf, pageQuery } from './common';

/** What the audit trail records: who did it, when, and what changed. */
export const AUDIT_ACTIONS = [
  'user-created',
  'user-updated',
  'user-deleted',
  'notice-published',
  'notice-acknowledged',
  'screening-updated',
  'password-set',
  'reset-link-generated',
  'reset-link-mailed',
  'rrn-read',
  'second-factor-reset',
  'sign-in',
  'second-step-failed',
  'second-factor-enrolled',
  'passkey-added',
  'passkey-removed',
  'password-reset',
  'declaration-updated',
  'declaration-partly-approved',
  'declaration-deleted',
  'accounting-entry-created',
  'accounting-entry-updated',
  'accounting-entry-deleted',
  'accounting-entry-approved',
  'accounting-entry-rejected',
  'bank-account-created',
  'bank-account-updated',
  'bank-account-deleted',
  'payment-file-exported',
  'bank-statement-imported',
  'bank-line-matched',
  'bank-line-booked',
  'setting-updated',
  'external-link-created',
  'external-link-updated',
  'external-link-deleted',
  'signed-document-deleted',
  'backup-created',
  'backup-downloaded',
  'backup-restored',
  'session-created',
  'session-updated',
  'session-deleted',
  'personal-data-exported',
  'personal-data-downloaded',
  'personal-data-erased',
  'bookkeeping-year-erased',
  'volunteer-law-updated',
  'family-consent-recorded',
  'rrn-purged',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * How a changed field is written down: `value` with its old and new value, `masked` (IBAN, e-mail)
 * with masked values, `secret` (passwords, rijksregisternummer, notes) by name only, never a value.
 */
export const AUDIT_TREATMENTS = ['value', 'masked', 'secret'] as const;
export type AuditTreatment = (typeof AUDIT_TREATMENTS)[number];

export const auditChangeSchema = z.object({
  field: z.string(),
  treatment: z.enum(AUDIT_TREATMENTS),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const AUDIT_TARGET_TYPES = [
  'user',
  'organisation-notice',
  'declaration',
  'accounting-entry',
  'bank-account',
  'setting',
  'external-link',
  'signed-document',
  'backup',
  'session',
  'family',
  'bookkeeping-year',
] as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.number().int(),
  /** The user the action concerns: the user itself, or a declaration's owner. */
  targetUserId: z.number().int().nullable(),
  targetName: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const emptyAsUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

/** An ISO instant Date can read, up to the year 9999 (beyond it ISO strings no longer sort as the instants do). */
const instant = isoTimestamp.refine((value) => {
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).getUTCFullYear() <= 9999;
});

/** Filters of the audit screen; `from` and `to` are instants (the screen sends the Brussels day's bounds). */
export const listAuditQuery = z
  .strictObject({
    ...pageQuery({ defaultSize: 50 }),
    action: z.preprocess(emptyAsUndefined, z.enum(AUDIT_ACTIONS).optional()),
    actorId: z.preprocess(emptyAsUndefined, idParam.optional()),
    targetUserId: z.preprocess(emptyAsUndefined, idParam.optional()),
    from: z.preprocess(emptyAsUndefined, instant.optional()),
    to: z.preprocess(emptyAsUndefined, instant.optional()),
  })
  .refine((query) => !query.from || !query.to || new Date(query.from) <= new Date(query.to), {
    path: ['to'],
    message: auditMessages.audit.invalidRange,
  });
export type ListAuditQuery = z.infer<typeof listAuditQuery>;

export const auditPage = pageOf(auditEntrySchema);
