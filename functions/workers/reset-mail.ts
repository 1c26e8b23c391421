import { resetMailMessageSchema } from '../services/auth/request-password-reset';
import { sendPasswordResetMail } from '../services/auth/send-password-reset-mail';
import { consumeWith } from './consume';

/** The reset-mail worker (shared/workers.ts): one self-service reset link per message. */
export const handler = consumeWith(
  'reset-mail',
  (body) => resetMailMessageSchema.parse(body),
  sendPasswordResetMail,
);
