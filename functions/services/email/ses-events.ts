import * as z from 'zod';
import { emailMessages } from '../../../shared/messages/email';
import { findLogByMessageId, markLog, suppressAddress } from '../../repositories/email';

const m = emailMessages.email;

/**
 * The part of an SES event (configuration set → EventBridge, detail-type 'Email Delivered',
 * 'Email Bounced', 'Email Complaint Received') the log needs.
 */
export const sesEventDetail = z.object({
  eventType: z.enum(['Delivery', 'Bounce', 'Complaint', 'Send', 'Reject', 'Open', 'Click', 'DeliveryDelay']),
  mail: z.object({ messageId: z.string(), destination: z.array(z.string()).default([]) }),
  bounce: z
    .object({
      bounceType: z.string(),
      bounceSubType: z.string().optional(),
      bouncedRecipients: z
        .array(z.object({ emailAddress: z.string(), diagnosticCode: z.string().optional() }))
        .default([]),
    })
    .optional(),
  complaint: z
    .object({ complainedRecipients: z.array(z.object({ emailAddress: z.string() })).default([]) })
    .optional(),
});
export type SesEventDetail = z.infer<typeof sesEventDetail>;

/**
 * Updates the log row of the message: a bounce or complaint marks it failed; a hard (Permanent)
 * bounce or a complaint also puts the address on the suppression list, so later bulk sends skip it.
 */
export async function handleSesEvent(detail: SesEventDetail, now: Date): Promise<void> {
  const at = now.toISOString();
  const log = await findLogByMessageId(detail.mail.messageId);
  if (detail.eventType === 'Bounce' && detail.bounce) {
    const recipients = detail.bounce.bouncedRecipients;
    const reason = m.reasonBounced(
      [detail.bounce.bounceType, detail.bounce.bounceSubType, recipients[0]?.diagnosticCode]
        .filter(Boolean)
        .join(' / '),
    );
    if (log) await markLog(log, { status: 'failed', error: reason.slice(0, 500) }, at);
    if (detail.bounce.bounceType === 'Permanent')
      for (const recipient of recipients) await suppressAddress(recipient.emailAddress, 'bounce', at);
  } else if (detail.eventType === 'Complaint') {
    if (log) await markLog(log, { status: 'failed', error: m.reasonComplaint }, at);
    for (const recipient of detail.complaint?.complainedRecipients ?? [])
      await suppressAddress(recipient.emailAddress, 'complaint', at);
  } else if (detail.eventType === 'Delivery' && log) {
    await markLog(log, { status: 'delivered', error: null }, at);
  }
}
