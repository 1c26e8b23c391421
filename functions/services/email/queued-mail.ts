import * as z from 'zod';

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
