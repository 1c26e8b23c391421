import * as z from 'zod';
import { ACCOUNT_CHANGES, type AccountChange } from '../../../shared/messages/account-notices';
import { logger } from '../../commons/logger';
import { enqueue } from '../../workers/queue';

// The sending side is in send-account-notice.ts, so the routes that only queue a notice do not carry
// the mail channel, its templates and the SES client.

export const accountNoticeMessageSchema = z.object({
  change: z.enum(ACCOUNT_CHANGES),
  userId: z.number().int(),
  /** Set for an address change: the old and the new address, as they were at the change. */
  to: z.string().min(3).max(254).optional(),
  changedAt: z.iso.datetime(),
});
export type AccountNoticeMessage = z.infer<typeof accountNoticeMessageSchema>;

/**
 * Tells a user by mail that their password, e-mail address or second factor changed (issue 38, item
 * 13), through the account-mail worker after the change is stored. The change is done by then, so a
 * queue that refuses the message is logged, not answered as an error that would make someone repeat
 * a change that already happened.
 */
export async function noticeAccountChange(
  userId: number,
  change: AccountChange,
  now: Date,
  to?: string | null,
): Promise<void> {
  if (to === null || to === '') return;
  const message: AccountNoticeMessage = {
    change,
    userId,
    ...(to ? { to } : {}),
    changedAt: now.toISOString(),
  };
  try {
    await enqueue('account-mail', message);
  } catch (error) {
    logger.error('An account change notice could not be queued', { userId, change, error });
  }
}

/** A changed address: the old one hears that mail now goes elsewhere, the new one that it was set. */
export async function noticeEmailChange(
  userId: number,
  previousEmail: string | null | undefined,
  nextEmail: string | null | undefined,
  now: Date,
): Promise<void> {
  await Promise.all([
    noticeAccountChange(userId, 'email-old-address', now, previousEmail ?? null),
    noticeAccountChange(userId, 'email-new-address', now, nextEmail ?? null),
  ]);
}
