import * as z from 'zod';

/**
 * Settings of bulk sending, parsed once at cold start. MAIL_CONFIGURATION_SET names the SES
 * configuration set whose events (delivery, bounce, complaint) reach the portal (unset locally);
 * MAIL_SEND_RATE is the SES account's maximum send rate per second that one consumer keeps to.
 */
export const mailConfig = z
  .object({
    MAIL_CONFIGURATION_SET: z.string().min(1).optional(),
    MAIL_SEND_RATE: z.coerce.number().positive().max(1000).default(14),
  })
  .parse(process.env);
