import * as z from 'zod';
import { accountNoticeMessageSchema } from '../services/auth/account-notices';
import { resetMailMessageSchema } from '../services/auth/request-password-reset';
import { sendAccountNotice } from '../services/auth/send-account-notice';
import { sendPasswordResetMail } from '../services/auth/send-password-reset-mail';
import { consumeWith } from './consume';

/** A notice names its change; a reset request (the worker's first kind of message) does not. */
const accountMailMessageSchema = z.union([accountNoticeMessageSchema, resetMailMessageSchema]);

/**
 * The account-mail worker (shared/workers.ts): per message a self-service reset link, or a notice that
 * the account's password, e-mail address or second factor changed.
 */
export const handler = consumeWith(
  'account-mail',
  (body) => accountMailMessageSchema.parse(body),
  (message) => ('change' in message ? sendAccountNotice(message) : sendPasswordResetMail(message)),
);
