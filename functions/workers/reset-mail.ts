import { resetMailMessageSchema, sendPasswordResetMail } from '../services/auth/request-password-reset';
import { consumeWith } from './consume';

/** The reset-mail worker (shared/workers.ts): one self-service reset link per message. */
export const handler = consumeWith(
  'reset-mail',
  (body) => resetMailMessageSchema.parse(body),
  sendPasswordResetMail,
);
