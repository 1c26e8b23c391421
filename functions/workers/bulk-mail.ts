import { deliverQueuedMail } from '../services/email/deliver-mail';
import { queuedMailSchema } from '../services/email/queued-mail';
import { consumeWith } from './consume';

/** The bulk-mail worker (shared/workers.ts): one queued message per recipient of the e-mail tool. */
export const handler = consumeWith('bulk-mail', (body) => queuedMailSchema.parse(body), deliverQueuedMail);
