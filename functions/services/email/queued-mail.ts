import * as z from 'zod';
import { roleSchema, userTypeSchema } from '../../../shared/schemas/roles';

/**
 * One queued message of the bulk-mail worker: everything for one recipient, personalised and
 * sanitised by the send request, plus the log row it updates. Attachments travel as S3 locations.
 */
export const queuedMailSchema = z.object({
  log: z.object({ id: z.string(), createdAt: z.string() }),
  to: z.string(),
  from: z.string(),
  fromName: z.string().optional(),
  replyTo: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  attachments: z.array(
    z.object({ bucket: z.string(), key: z.string(), fileName: z.string(), contentType: z.string() }),
  ),
});
export type QueuedMail = z.infer<typeof queuedMailSchema>;

/**
 * One part of a send of the e-mail tool (at most SEND_PART_RECIPIENTS recipients), as the request
 * hands it to the bulk-mail worker: the sanitised message once, the sender as the session knew them
 * (for the reset-link rule), and per recipient the log row written while the request waited. The
 * worker does everything per recipient (who they are, suppressed or opted out, placeholders, opt-out
 * link, reset link) and queues one QueuedMail each, so the request does not grow with the recipients
 * beyond writing their rows.
 */
export const queuedSendPartSchema = z.object({
  kind: z.literal('send-part'),
  sender: z.object({
    id: z.number().int(),
    username: z.string(),
    role: roleSchema,
    type: userTypeSchema.nullable(),
  }),
  createdAt: z.string(),
  from: z.string(),
  fromName: z.string().optional(),
  replyTo: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  attachments: queuedMailSchema.shape.attachments,
  recipients: z.array(z.object({ id: z.string(), address: z.string() })),
});
export type QueuedSendPart = z.infer<typeof queuedSendPartSchema>;

/** Recipients per part: a part message stays far below SQS's 256 KB beside the message itself. */
export const SEND_PART_RECIPIENTS = 100;

/** What the bulk-mail queue carries: parts of a send, and the personalised mails they become. */
export const bulkMailMessageSchema = z.union([queuedSendPartSchema, queuedMailSchema]);
