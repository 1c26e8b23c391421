import { deliverQueuedMail } from '../services/email/deliver-mail';
import { prepareSendPart } from '../services/email/prepare-send-part';
import { bulkMailMessageSchema } from '../services/email/queued-mail';
import { consumeWith } from './consume';

/**
 * The bulk-mail worker (shared/workers.ts): a part of a send from the e-mail tool becomes one
 * personalised message per recipient; each such message is sent to its one recipient.
 */
export const handler = consumeWith(
  'bulk-mail',
  (body) => bulkMailMessageSchema.parse(body),
  (message, context) =>
    'kind' in message ? prepareSendPart(message, context) : deliverQueuedMail(message, context),
);
