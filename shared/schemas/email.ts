import {
  ATTACHMENT_MAX_BYTES,
  EMAIL_ATTACHMENT_EXTENSIONS,
  EMAIL_PLACEHOLDERS,
  SYSTEM_TEMPLATE_IDS,
  type SystemTemplateId,
} from '../constants';
import { emailMessages } from '../messages/email';
import { headerSafe } from '../validation/header-safe';
import * as z from '../zod';
import { idParam, isoTimestamp, pageOf, pageQuery } from './common';

const m = emailMessages.email;

/** Spec §9: the 15 placeholders (shared/constants), filled in on the server per recipient. */
export { EMAIL_PLACEHOLDERS };
export type EmailPlaceholder = (typeof EMAIL_PLACEHOLDERS)[number];

/** Shown on the placeholder tab. */
export const PLACEHOLDER_DESCRIPTIONS: Record<EmailPlaceholder, string> = {
  '[NAAM]': 'Volledige naam van de ontvanger',
  '[VOORNAAM]': 'Voornaam van de ontvanger',
  '[EMAIL]': 'E-mailadres van de ontvanger',
  '[GEBRUIKERSNAAM]': 'Gebruikersnaam in het portaal',
  '[ROL]': 'Rol in het portaal',
  '[DAG]': 'Dag van de week bij verzending',
  '[DATUM]': 'Datum bij verzending (dd-mm-jjjj)',
  '[TIJD]': 'Tijd bij verzending (Brussel)',
  '[RESETLINK]': 'Persoonlijke link om een wachtwoord in te stellen (48 uur geldig)',
  '[DASHBOARDLINK]': 'Link naar het dashboard',
  '[DECLARATIELINK]': 'Link naar de declaraties',
  '[DOCUMENTLINK]': 'Link naar de documenten (Drive)',
  '[GEZINNAAM]': 'Naam van het gezin (ouder)',
  '[KINDNAAM]': 'Naam van het kind',
  '[HULPVERLENING]': 'Externe hulpverlening van het gezin',
};

/** Spec §5: the allowed attachment types, as extensions and as the types the upload check detects. */
export { EMAIL_ATTACHMENT_EXTENSIONS };
export const EMAIL_ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_BYTES;
/** SES accepts 40 MB per message; base64 makes 20 MB of files about 27 MB. */
export const EMAIL_MESSAGE_ATTACHMENTS_MAX_BYTES = 20 * 1024 * 1024;
export const EMAIL_MAX_ATTACHMENTS = 10;
export const EMAIL_MAX_RECIPIENTS = 1000;
export const EMAIL_SUBJECT_MAX = 250;
/** The whole message travels in each recipient's queue message (SQS: 256 KB). */
export const EMAIL_CONTENT_MAX = 200_000;

export const EMAIL_LOG_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type EmailLogStatus = (typeof EMAIL_LOG_STATUSES)[number];

export { headerSafe };

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const subject = requiredText(EMAIL_SUBJECT_MAX, m.subjectRequired, m.subjectTooLong).transform(headerSafe);
const content = requiredText(EMAIL_CONTENT_MAX, m.contentRequired, m.contentTooLong);
const address = z
  .string()
  .max(254)
  .transform(headerSafe)
  .pipe(z.email({ error: m.invalidSender }));

/**
 * Spec §5: recipients trimmed, duplicates ignored (case-insensitively), at least one. The server also
 * refuses an address SES could not send to, naming it.
 */
const recipients = z
  .array(z.string().max(254), { error: m.recipientsRequired })
  .max(EMAIL_MAX_RECIPIENTS, { error: m.tooManyRecipients(EMAIL_MAX_RECIPIENTS) })
  .transform((list, context) => {
    const seen = new Set<string>();
    const unique: string[] = [];
    for (const raw of list) {
      const value = headerSafe(raw);
      if (!value || seen.has(value.toLowerCase())) continue;
      if (!z.email().safeParse(value).success) {
        context.addIssue({ code: 'custom', message: m.invalidAddress(value) });
        return z.NEVER;
      }
      seen.add(value.toLowerCase());
      unique.push(value);
    }
    if (unique.length === 0) {
      context.addIssue({ code: 'custom', message: m.recipientsRequired });
      return z.NEVER;
    }
    return unique;
  });

/** Spec §7 POST /api/email/send (JSON; attachments are confirmed uploads, §7 of ARCHITECTURE). */
const toolSendBody = z.strictObject({
  to: recipients,
  subject,
  html: content,
  from: z.union([address, z.literal('').transform(() => undefined)]).optional(),
  fromName: z.string().max(100).transform(headerSafe).optional(),
  replyTo: z.union([address, z.literal('').transform(() => undefined)]).optional(),
  attachments: z
    .array(z.uuid())
    .max(EMAIL_MAX_ATTACHMENTS, { error: m.tooManyAttachments(EMAIL_MAX_ATTACHMENTS) })
    .optional()
    .default([]),
});

const hasAddress = (list: unknown) =>
  Array.isArray(list) && list.some((entry) => typeof entry === 'string' && headerSafe(entry) !== '');

/**
 * The settings' test mail posts `{ recipients, subject, content }` to the same path: read as
 * `{ to, subject, html }`, so both shapes get the same checks and messages — except a test mail
 * without an address, which answers the settings' own message (spec §5).
 */
const fromTestMailShape = (input: unknown, context: z.RefinementCtx) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const { recipients, content, ...rest } = input as Record<string, unknown>;
  if (recipients === undefined && content === undefined) return input;
  const to = rest.to ?? recipients;
  if ((to === undefined || Array.isArray(to)) && !hasAddress(to)) {
    context.addIssue({ code: 'custom', path: ['recipients'], message: m.testAddressRequired });
    return z.NEVER;
  }
  return { ...rest, to, html: rest.html ?? content };
};

export const sendEmailBody = z.preprocess(fromTestMailShape, toolSendBody);
export type SendEmailBody = z.output<typeof sendEmailBody>;
export type SendEmailInput = z.input<typeof toolSendBody>;

/** `queued`: the recipients handed to the worker; which of them are skipped shows in the log. */
export const sendEmailResponse = z.object({
  message: z.string(),
  queued: z.number().int(),
});

export const previewEmailBody = z.strictObject({
  recipient: z.string().max(254).transform(headerSafe),
  subject: z.string().max(EMAIL_SUBJECT_MAX).transform(headerSafe),
  html: z.string().max(EMAIL_CONTENT_MAX),
  /** Every recipient of the send, to count per placeholder who has no value for it (issue 37 point 5). */
  recipients: recipients.optional(),
});
export type PreviewEmailInput = z.input<typeof previewEmailBody>;

/** A placeholder of the message that stays as typed for `count` of the `total` recipients. */
export const missingPlaceholderSchema = z.object({
  placeholder: z.enum(EMAIL_PLACEHOLDERS),
  count: z.number().int(),
  total: z.number().int(),
  /** The Dutch sentence the compose screen shows, e.g. '[KINDNAAM]: 2 van de 3 ontvangers …'. */
  message: z.string(),
});
export type MissingPlaceholder = z.infer<typeof missingPlaceholderSchema>;

export const previewEmailResponse = z.object({
  subject: z.string(),
  html: z.string(),
  /** Dutch sentences the compose screen shows above the preview (e.g. a reset link that stays literal). */
  warnings: z.array(z.string()),
  /**
   * Per placeholder of subject or content, how many recipients (all `recipients`, else the one
   * `recipient`) have no value for it, so it would reach them raw; only those with a count above 0.
   */
  missingPlaceholders: z.array(missingPlaceholderSchema),
});

export const emailTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  content: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

const templateField = (max: number) =>
  z
    .string({ error: m.templateFieldsRequired })
    .trim()
    .min(1, { error: m.templateFieldsRequired })
    .max(max, { error: m.templateFieldsRequired });

/** Spec §5 Template save: name, subject and content all required. */
export const emailTemplateBody = z.strictObject({
  name: templateField(100),
  subject: templateField(EMAIL_SUBJECT_MAX).transform(headerSafe),
  content: templateField(EMAIL_CONTENT_MAX),
});
export const emailTemplateIdParams = z.strictObject({ id: idParam });
export const emailTemplateListResponse = z.array(emailTemplateSchema);

export { SYSTEM_TEMPLATE_IDS, type SystemTemplateId };

export const systemTemplateSchema = z.object({
  id: z.enum(SYSTEM_TEMPLATE_IDS),
  name: z.string(),
  subject: z.string(),
  content: z.string(),
  description: z.string(),
  type: z.enum(['account', 'notification']),
  /** The placeholders the server fills in for this mail (its links among them). */
  placeholders: z.array(z.string()),
  isCustomized: z.boolean(),
});
export type SystemTemplate = z.infer<typeof systemTemplateSchema>;
export const systemTemplateParams = z.strictObject({ id: z.enum(SYSTEM_TEMPLATE_IDS) });
/** Spec §7 PUT /api/email-templates/:id sends the full template; only subject and content change. */
export const systemTemplateBody = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  type: z.string().optional(),
  subject: z
    .string({ error: m.systemTemplateFieldsRequired })
    .trim()
    .min(1, { error: m.systemTemplateFieldsRequired })
    .max(EMAIL_SUBJECT_MAX)
    .transform(headerSafe),
  content: z
    .string({ error: m.systemTemplateFieldsRequired })
    .trim()
    .min(1, { error: m.systemTemplateFieldsRequired })
    .max(EMAIL_CONTENT_MAX),
});
export const systemTemplateListResponse = z.array(systemTemplateSchema);

export const emailLogSchema = z.object({
  id: z.string(),
  /** When it was queued. */
  sentAt: isoTimestamp,
  recipient: z.string(),
  /** Spec §3 names the field `recipients`: the one recipient of this row. */
  recipients: z.array(z.string()),
  subject: z.string(),
  sender: z.string(),
  senderName: z.string().nullable(),
  status: z.enum(EMAIL_LOG_STATUSES),
  error: z.string().nullable(),
  attachmentCount: z.number().int(),
  updatedAt: isoTimestamp,
});
export type EmailLog = z.infer<typeof emailLogSchema>;
export const emailLogQuery = z.strictObject({ ...pageQuery({ defaultSize: 25, max: 100 }) });
export const emailLogPage = pageOf(emailLogSchema);

/**
 * The public page a bulk mail's visible opt-out link opens (`/afmelden/<token>`): its button posts to
 * the one-click route, so a mail scanner that merely follows links opts nobody out.
 */
export const UNSUBSCRIBE_PAGE_PATH = '/afmelden';
export const unsubscribePagePath = (token: string) => `${UNSUBSCRIBE_PAGE_PATH}/${token}`;

/**
 * What a mail provider posts for a one-click opt-out (RFC 8058 §3.2: exactly this form field); the
 * portal's own /afmelden page sends nothing.
 */
export const unsubscribeBody = z
  .union([z.undefined(), z.strictObject({}), z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') })])
  .transform(() => undefined);

export const unsubscribeParams = z.strictObject({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});
