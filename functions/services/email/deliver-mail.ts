import { mailConfig } from '../../mail/mail-config';
import { sendPersonalMail } from '../../mail/send-mail';
import { markLog } from '../../repositories/email';
import { reserveSendSlot } from '../../repositories/send-rate';
import { readObject } from '../../storage/read-object';
import type { WorkContext } from '../../workers/consume';
import type { QueuedMail } from './queued-mail';

/** SES refuses for the moment (rate or quota): worth another try later. */
const RETRYABLE = new Set([
  'TooManyRequestsException',
  'ThrottlingException',
  'Throttling',
  'LimitExceededException',
  'SendingPausedException',
  'ServiceUnavailable',
  'InternalFailure',
  'TimeoutError',
]);

export function isRetryable(error: unknown): boolean {
  const name = (error as { name?: string }).name ?? '';
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
  return RETRYABLE.has(name) || status === 429 || status >= 500;
}

/** What the log shows: SES's own error name and message, never a stack. */
export const reasonOf = (error: unknown) => {
  const name = (error as { name?: string }).name ?? 'Error';
  const message = (error as { message?: string }).message ?? '';
  return `${name}${message ? `: ${message}` : ''}`.slice(0, 500);
};

/**
 * Keeps every consumer together at the account's send rate (MAIL_SEND_RATE a second): each send takes
 * the next slot from the one shared with the other consumers (DynamoDB; functions/repositories/send-rate.ts)
 * and waits for it. Two consumers running at once therefore share the rate instead of each using it.
 */
async function waitForSlot() {
  const slot = await reserveSendSlot(1000 / mailConfig.MAIL_SEND_RATE, Date.now());
  const wait = slot - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Sends one queued message and records the outcome on its log row: delivered (SES accepted it; a
 * later bounce event may still change that), or failed with the reason. A refusal that may pass
 * (throttling, SES unavailable) is thrown, so the queue delivers the message again with back-off,
 * until the last attempt, which records it as failed.
 */
export async function deliverQueuedMail(mail: QueuedMail, context: WorkContext): Promise<void> {
  await waitForSlot();
  let messageId: string | undefined;
  try {
    const attachments = await Promise.all(
      mail.attachments.map(async (attachment) => ({
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        content: await readObject(attachment.bucket, attachment.key),
      })),
    );
    messageId = await sendPersonalMail({ ...mail, attachments });
  } catch (error) {
    if (isRetryable(error) && !context.isLastAttempt) throw error;
    await markLog(mail.log, { status: 'failed', error: reasonOf(error) }, new Date().toISOString());
    return;
  }
  await markLog(mail.log, { status: 'delivered', error: null, messageId }, new Date().toISOString());
}
